/** A stand-in element: a tag, attributes, classes, `closest` by the selectors the script asks, children by selector. */
export class Element {
  readonly attributes = new Map<string, string>();
  readonly classes = new Set<string>();
  parent: Element | null = null;
  children: Element[] = [];
  constructor(
    attributes: Record<string, string> = {},
    classes: string[] = [],
    readonly localName = 'div',
  ) {
    for (const [k, v] of Object.entries(attributes)) this.attributes.set(k, v);
    classes.forEach((c) => this.classes.add(c));
  }
  add(...children: Element[]) {
    for (const child of children) {
      child.parent = this;
      this.children.push(child);
    }
    return this;
  }
  hasAttribute = (name: string) => this.attributes.has(name);
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  setAttribute = (name: string, value: string) => void this.attributes.set(name, value);
  removeAttribute = (name: string) => void this.attributes.delete(name);
  classList = {
    contains: (c: string) => this.classes.has(c),
    toggle: (c: string, on: boolean) => void (on ? this.classes.add(c) : this.classes.delete(c)),
  };
  /** Supports `[a]`, `[a="v"]`, either after a tag name, and comma-separated lists of them. */
  matches(selector: string): boolean {
    return selector.split(',').some((one) => {
      const m = /^([a-z]*)\[([\w-]+)(?:="([^"]*)")?\]$/.exec(one.trim());
      if (!m) throw new Error(`unsupported selector ${one}`);
      const [, tag, name, value] = m;
      return (
        (!tag || tag === this.localName) &&
        this.attributes.has(name!) &&
        (value === undefined || this.attributes.get(name!) === value)
      );
    });
  }
  closest(selector: string): Element | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  querySelectorAll(selector: string): Element[] {
    return this.children.flatMap((c) => [
      ...(c.matches(selector) ? [c] : []),
      ...c.querySelectorAll(selector),
    ]);
  }
}
