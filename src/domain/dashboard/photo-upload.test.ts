import { describe, expect, it } from 'vitest';
import {
  queuedUploads,
  refuseBeforeSending,
  uploadAnnouncement,
  uploadOutcome,
  uploadPercent,
  uploadStateText,
  type TPhotoUpload,
} from './photo-upload';

const [front] = queuedUploads([{ name: 'front.jpg', size: 2000 }]) as [TPhotoUpload];

describe('a photo upload’s progress', () => {
  it('starts waiting at 0%, one entry per file in the order chosen', () => {
    const queued = queuedUploads([
      { name: 'a.jpg', size: 10 },
      { name: 'b.jpg', size: 20 },
    ]);
    expect(queued.map((u) => [u.name, u.state, uploadPercent(u)])).toEqual([
      ['a.jpg', 'waiting', 0],
      ['b.jpg', 'waiting', 0],
    ]);
    expect(uploadStateText(queued[0]!)).toBe('Waiting');
  });

  it('counts whole percent of the request sent, within 0 and 100', () => {
    const sending = { ...front, state: 'sending' as const, total: 3000 };
    expect(uploadPercent({ ...sending, loaded: 1000 })).toBe(33);
    expect(uploadStateText({ ...sending, loaded: 1000 })).toBe('33% sent');
    expect(uploadPercent({ ...sending, loaded: 4000 })).toBe(100);
    expect(uploadPercent({ ...sending, loaded: 10, total: 0 })).toBe(0);
  });

  it('is 100% once sent, and says the result at the file', () => {
    expect(uploadPercent({ ...front, state: 'processing' })).toBe(100);
    expect(uploadStateText({ ...front, state: 'processing' })).toBe('Sent; resizing');
    expect(uploadPercent({ ...front, state: 'added' })).toBe(100);
    expect(uploadStateText({ ...front, state: 'added' })).toBe('Added');
    expect(uploadStateText({ ...front, state: 'refused', error: 'Not a photo.' })).toBe(
      'Not added: Not a photo.',
    );
  });

  it('announces a file only when it is finished, once, with its name', () => {
    expect(uploadAnnouncement(front)).toBeNull();
    expect(uploadAnnouncement({ ...front, state: 'sending', loaded: 500 })).toBeNull();
    expect(uploadAnnouncement({ ...front, state: 'processing' })).toBeNull();
    expect(uploadAnnouncement({ ...front, state: 'added' })).toBe('front.jpg: added.');
    expect(uploadAnnouncement({ ...front, state: 'refused', error: 'Not a photo.' })).toBe(
      'front.jpg: not added. Not a photo.',
    );
  });

  it('says a refusal without a reason plainly (a request that failed without an answer)', () => {
    expect(uploadStateText({ ...front, state: 'refused' })).toBe('Not added: the upload failed.');
    expect(uploadAnnouncement({ ...front, state: 'refused' })).toBe('front.jpg: not added.');
  });
});

describe('refusing a file before it is sent', () => {
  it('refuses an empty file and one over the limit; sends the rest', () => {
    expect(refuseBeforeSending({ size: 0 }, 10 * 1024 * 1024)).toBe('The file is empty.');
    expect(refuseBeforeSending({ size: 10 * 1024 * 1024 + 1 }, 10 * 1024 * 1024)).toBe(
      'It is larger than 10 MB.',
    );
    expect(refuseBeforeSending({ size: 10 * 1024 * 1024 }, 10 * 1024 * 1024)).toBeNull();
  });
});

describe('the outcome of one file’s request', () => {
  it('is added only on 200 with the server’s { added }', () => {
    expect(uploadOutcome(200, '{"added":1}')).toEqual({ added: true });
  });

  it('carries the server’s reason for a refusal', () => {
    expect(uploadOutcome(422, '{"error":"That file is not a photo.","field":"photos"}')).toEqual({
      added: false,
      error: 'That file is not a photo.',
    });
  });

  it('gives a reason for answers that are not the server’s JSON', () => {
    expect(uploadOutcome(200, '<!doctype html><title>Sign in</title>')).toEqual({
      added: false,
      error: 'The dashboard did not take it (has your session ended?): reload the page.',
    });
    expect(uploadOutcome(0, '')).toEqual({
      added: false,
      error: 'The connection dropped: try this photo again.',
    });
    expect(uploadOutcome(413, 'Too large')).toEqual({
      added: false,
      error: 'The photo is too large to send.',
    });
    expect(uploadOutcome(502, '<html>Bad gateway</html>')).toEqual({
      added: false,
      error: 'The dashboard answered 502: try this photo again.',
    });
  });
});
