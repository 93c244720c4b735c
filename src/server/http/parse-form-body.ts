/**
 * A form-style body (`lead[name]=Jo&lead[visited_pages][]=/a`) as the nested object a JSON body would be.
 * Bracketed keys nest; `[]` appends to a list. Prototype keys are refused so input cannot reach
 * Object.prototype.
 */
export function parseFormBody(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const path = keyPath(key);
    if (!path || path.some((part) => FORBIDDEN.has(part))) continue;
    assign(root, path, value);
  }
  return root;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...rest];
}

function assign(target: Record<string, unknown>, path: string[], value: string): void {
  let node: Record<string, unknown> = target;
  for (let i = 0; i < path.length - 1; i++) {
    const part = path[i]!;
    const nextIsList = path[i + 1] === '';
    const existing = node[part];
    if (nextIsList) {
      const list = Array.isArray(existing) ? existing : [];
      node[part] = list;
      if (i + 1 === path.length - 1) {
        list.push(value);
        return;
      }
      return; // deeper structures under [] are not used by our forms
    }
    if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}
