import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { describeError } from '@/server/log/describe-error';

const tracer = trace.getTracer('forecourt');

/**
 * Runs `work` inside an active span named `name` (a child of the request's span when there is one). A failure
 * marks the span as an error with describeError's message, so a failed query's parameters stay out of traces as
 * they stay out of logs. Without a registered provider (OTEL_EXPORTER_OTLP_ENDPOINT unset) the span is a no-op.
 */
export function withSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      const { type, message } = describeError(error);
      span.recordException({ name: type, message });
      span.setStatus({ code: SpanStatusCode.ERROR, message });
      throw error;
    } finally {
      span.end();
    }
  });
}
