/** Closes an exhaustive switch: unreachable when types hold, a clear error when runtime data does not. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: an incorrect option was provided to the switch: ${String(value)}`);
}
