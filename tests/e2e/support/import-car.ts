import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { journeyDataDir, journeyPort } from './journey-server';

const port = journeyPort;

/**
 * A new Parramatta Toyota car without photos or finance figures, sent to the stock feed with the server's admin
 * token, for a journey that changes a car or shows one: the seed's cars are other journeys' (Request Photos, new
 * arrivals, sold), and the journeys share one server. Answers its stock number.
 */
export async function importCarWithoutPhotos(request: APIRequestContext, label: string): Promise<string> {
  const stocknum = `PH${label}${Date.now().toString(36).toUpperCase()}`;
  const url = `http://127.0.0.1:${port()}/api/stock/import?site=sydney-motor-group`;
  await request.post(url); // makes the server keep its admin token in its data directory
  const dataDir = journeyDataDir();
  const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    data: `stocknum,dealership_slug,make,model,year,km,car_type,status,price\n${stocknum},parramatta-toyota,Toyota,Camry,2023,18000,used,in_stock,32990\n`,
  });
  expect(response.status(), await response.text()).toBe(200);
  return stocknum;
}
