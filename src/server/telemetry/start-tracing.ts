import { env } from '@/env';

/**
 * Registers OpenTelemetry's Node tracer provider, exporting spans over OTLP/HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT's /v1/traces, in batches. Next.js then makes a span per request and its renders;
 * the app adds database queries (traceDrizzleQueries), lead deliveries and payment calls (withSpan). Unset endpoint: nothing is
 * loaded or registered, and every span is the API's no-op. Called once from instrumentation.ts.
 */
export async function startTracing(): Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  provider.register();
}
