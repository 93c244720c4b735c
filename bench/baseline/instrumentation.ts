// Next looks for an instrumentation file up to the Turbopack root (the repository) when the app has none, and
// would build Forecourt's src/instrumentation.ts into the baseline. This empty hook keeps the baseline minimal.
export function register() {}
