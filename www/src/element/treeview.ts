// The tree view (`<tengen-board tree>`): the record's nodes as a compact map under the
// board (`tree="beside"`: beside it), in the manner of Sabaki and besogo. Each node is a dot in the column of its move
// number: the main line along the top row, each variation on a row below, black and white
// moves as stones, nodes without a move as diamonds, a ring on nodes with a comment and a
// square badge on nodes with marks; the current node is ringed and the line to it drawn
// bold. A click goes to a node; inside the view the arrow keys walk the tree (← → parent,
// child; ↑ ↓ the previous and next variation), Home and End go to the root and the end
// of the line, Page Up and Page Down ten moves. It is role="tree" with the current node
// as its active descendant, read out as "Move 34 of 120, variation 2 of 3, …".
//
// It reads the record only through the package's `GameTree` (a copy made from
// `toSgf()`, walked in slices of a few milliseconds so that a record of 10,000 nodes
// makes no long task), keeps it in typed arrays, and draws only the part scrolled into
// view, on a canvas. A chunk of its own, loaded the first time an element has `tree`.
import { GameTree, toGtp, type Lang, type Player } from "tengen";
import type { TengenBoard } from "./index.ts";

/** Side of a node's cell, in CSS pixels. */
const S = 22;
/** At most this long in one slice of the walk, in milliseconds. */
const SLICE = 8;

const BLACK = 1;
const WHITE = 2;
const COMMENT = 4;
const MARKS = 8;
const MARK_IDS = ["CR", "SQ", "TR", "MA", "LB", "AR", "LN", "SL", "DD", "TB", "TW"];

const CSS = `
.tree{position:relative;height:var(--tengen-tree-height, 150px);margin-top:6px;border:1px solid var(--tengen-tree-border, rgba(128,128,128,.45));border-radius:var(--tengen-radius, 4px);outline:none}
:host([theme="dark"]) .tree{background:var(--tengen-panel-color, #2b2721)}
:host([theme="high-contrast"]) .tree{background:#fff;border-color:#000}
.tree:focus-visible{outline:3px solid var(--tengen-focus, #0d47a1);outline-offset:2px}
.tree canvas{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}
.tree .scroll{position:absolute;inset:0;overflow:auto}
.tree .space{pointer-events:none}
:host([tree="beside"]) .root{display:grid;grid-template-columns:minmax(0,1fr) var(--tengen-tree-width, 35%);column-gap:8px;align-items:start}
:host([tree="beside"]) .root>*{grid-column:1}
:host([tree="beside"]) .tree{grid-column:2;grid-row:1;height:auto;align-self:stretch;margin-top:0;min-height:var(--tengen-tree-height, 150px)}
.tree .item{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
let sheet: CSSStyleSheet | null = null;

/** The record's shape, one entry per node (in depth-first order, the main line first). */
interface Shape {
  count: number;
  parent: Int32Array;
  /** The node's index among its parent's children. */
  index: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  childCount: Int32Array;
  moveNumber: Int32Array;
  /** Black, white, comment, marks (bits). */
  flags: Uint8Array;
  /** The move's point as y * width + x, or -1 (a pass, or no move). */
  point: Int32Array;
  /** Where the node is drawn: its column (depth) and row. */
  row: Int32Array;
  depth: Int32Array;
  rows: number;
  columns: number;
  width: number;
  height: number;
  /** Node by cell: row * columns + depth. */
  at: Map<number, number>;
}

const yieldNow = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/**
 * Walks a copy of `tree` in slices; resolves to its shape, or null if `stale()` turns
 * true meanwhile (a new record, another change).
 */
async function walk(tree: GameTree, stale: () => boolean): Promise<Shape | null> {
  const n = tree.nodeCount;
  const copy = GameTree.fromSgf(tree.toSgf(), { illegal: "keep" });
  const { width, height } = copy.info;
  const parent = new Int32Array(n).fill(-1);
  const index = new Int32Array(n);
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const childCount = new Int32Array(n);
  const moveNumber = new Int32Array(n);
  const flags = new Uint8Array(n);
  const point = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n);
  let count = 0;
  try {
    const visit = (p: number, k: number, d: number): number => {
      const id = count++;
      const node = copy.node;
      parent[id] = p;
      index[id] = k;
      depth[id] = d;
      moveNumber[id] = copy.moveNumber;
      let f = node.move ? (node.move.color === "black" ? BLACK : WHITE) : 0;
      if (node.comment) f |= COMMENT;
      if (MARK_IDS.some((m) => m in node.properties)) f |= MARKS;
      flags[id] = f;
      const pt = node.move?.point;
      if (pt) point[id] = pt[1] * width + pt[0];
      childCount[id] = copy.children().length;
      if (p >= 0) {
        if (k === 0) firstChild[p] = id;
        else {
          // The previous sibling is the last node visited under the parent's child k - 1: find it from the first.
          let s = firstChild[p]!;
          while (nextSibling[s]! >= 0) s = nextSibling[s]!;
          nextSibling[s] = id;
        }
      }
      return id;
    };
    // Depth first, with the cursor: down a child, back up when a node's children are done.
    const stack: { id: number; next: number }[] = [{ id: visit(-1, 0, 0), next: 0 }];
    let start = performance.now();
    let steps = 0;
    while (stack.length && count < n) {
      if (++steps % 16 === 0 && performance.now() - start > SLICE) {
        await yieldNow();
        if (stale()) return null;
        start = performance.now();
      }
      const top = stack[stack.length - 1]!;
      if (top.next < childCount[top.id]!) {
        const k = top.next++;
        copy.next(k);
        stack.push({ id: visit(top.id, k, stack.length), next: 0 });
      } else {
        stack.pop();
        copy.previous();
      }
    }
  } finally {
    copy.free();
  }
  // Rows: each line (a node that is not a first child, and its first children on to the
  // end) takes the highest row free over its columns, and the column before it (where the
  // edge from its parent comes down); the lines that start nearer the root first.
  const row = new Int32Array(count);
  const free: number[] = [];
  const freeAt = (c: number): number => free[c] ?? 0;
  let columns = 0;
  let rows = 0;
  const starts: number[] = [];
  for (let s = 0; s < count; s++) if (s === 0 || index[s] !== 0) starts.push(s);
  starts.sort((a, b) => depth[a]! - depth[b]! || a - b);
  for (const s of starts) {
    let end = s;
    while (firstChild[end]! >= 0) end = firstChild[end]!;
    const c0 = depth[s]!;
    const c1 = depth[end]!;
    let r = s === 0 ? 0 : Math.max(row[parent[s]!]! + 1, freeAt(c0 - 1));
    for (let c = c0; c <= c1; c++) r = Math.max(r, freeAt(c));
    for (let id = s; id >= 0; id = firstChild[id]!) row[id] = r;
    for (let c = c0; c <= c1; c++) free[c] = r + 1;
    if (c0 > 0) free[c0 - 1] = Math.max(freeAt(c0 - 1), r);
    columns = Math.max(columns, c1 + 1);
    rows = Math.max(rows, r + 1);
  }
  const at = new Map<number, number>();
  for (let id = 0; id < count; id++) at.set(row[id]! * columns + depth[id]!, id);
  return { count, parent, index, firstChild, nextSibling, childCount, moveNumber, flags, point, row, depth, rows, columns, width, height, at };
}

/** The child indices from the root to node `id`. */
function pathOf(shape: Shape, id: number): number[] {
  const path: number[] = [];
  for (let i = id; shape.parent[i]! >= 0; i = shape.parent[i]!) path.push(shape.index[i]!);
  return path.reverse();
}

/** The node at `path`, or -1. */
function nodeAt(shape: Shape, path: readonly number[]): number {
  let id = 0;
  for (const k of path) {
    let c = shape.firstChild[id]!;
    for (let i = 0; i < k && c >= 0; i++) c = shape.nextSibling[c]!;
    if (c < 0) return -1;
    id = c;
  }
  return id;
}

/** The `k`-th child of `id`, or -1. */
function childOf(shape: Shape, id: number, k: number): number {
  let c = shape.firstChild[id]!;
  for (let i = 0; i < k && c >= 0; i++) c = shape.nextSibling[c]!;
  return c;
}


/** What the tree view says of a node, for screen readers, in each of the element's five languages (only this chunk needs them). */
interface TreeWords {
  /** The tree's name. */
  label: string;
  /** The node's move number, and the last of its line. */
  move(n: number, of: number): string;
  /** Its place among its siblings. */
  variation(k: number, of: number): string;
  /** Its move (`point` null: a pass). */
  played(color: Player, point: string | null): string;
  /** The variations after it. */
  follow(n: number): string;
  comment: string;
  marks: string;
  /** Between the parts. */
  comma: string;
}

const TREE_WORDS: Record<Lang, TreeWords> = {
  en: {
    label: "Game tree",
    move: (n, of) => `Move ${n} of ${of}`,
    variation: (k, of) => `variation ${k} of ${of}`,
    played: (c, p) => `${c === "black" ? "Black" : "White"} ${p ?? "passes"}`,
    follow: (n) => `${n} variations follow`,
    comment: "a comment",
    marks: "marks",
    comma: ", ",
  },
  ja: {
    label: "棋譜の木",
    move: (n, of) => `${of} 手中 ${n} 手目`,
    variation: (k, of) => `変化 ${of} 通りの ${k} 番目`,
    played: (c, p) => `${c === "black" ? "黒" : "白"} ${p ?? "パス"}`,
    follow: (n) => `変化 ${n} 通りが続く`,
    comment: "コメントあり",
    marks: "記号あり",
    comma: "、",
  },
  ko: {
    label: "기보 트리",
    move: (n, of) => `${of}수 중 ${n}수째`,
    variation: (k, of) => `변화 ${of}개 중 ${k}번째`,
    played: (c, p) => `${c === "black" ? "흑" : "백"} ${p ?? "패스"}`,
    follow: (n) => `변화 ${n}개가 이어짐`,
    comment: "주석 있음",
    marks: "표시 있음",
    comma: ", ",
  },
  "zh-Hans": {
    label: "棋谱树",
    move: (n, of) => `第 ${n} 手（共 ${of} 手）`,
    variation: (k, of) => `变化图第 ${k} 个（共 ${of} 个）`,
    played: (c, p) => `${c === "black" ? "黑" : "白"} ${p ?? "停着"}`,
    follow: (n) => `后接 ${n} 个变化图`,
    comment: "有注释",
    marks: "有标记",
    comma: "，",
  },
  "zh-Hant": {
    label: "棋譜樹",
    move: (n, of) => `第 ${n} 手（共 ${of} 手）`,
    variation: (k, of) => `變化圖第 ${k} 個（共 ${of} 個）`,
    played: (c, p) => `${c === "black" ? "黑" : "白"} ${p ?? "停著"}`,
    follow: (n) => `後接 ${n} 個變化圖`,
    comment: "有註解",
    marks: "有標記",
    comma: "，",
  },
};

class TreeView {
  #el: TengenBoard;
  #box: HTMLDivElement;
  #scroll: HTMLDivElement;
  #space: HTMLDivElement;
  #canvas: HTMLCanvasElement;
  #items: [HTMLDivElement, HTMLDivElement];
  #which = 0;
  #shape: Shape | null = null;
  #source: GameTree | null = null;
  #nodes = -1;
  #current = 0;
  #loads = 0;
  #frame = 0;
  #listen = (): void => this.update();
  #observer: ResizeObserver;

  constructor(el: TengenBoard) {
    this.#el = el;
    const root = el.shadowRoot as ShadowRoot;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] => {
      const e = document.createElement(tag);
      e.className = className;
      parent.appendChild(e);
      return e;
    };
    const box = document.createElement("div");
    box.className = "tree";
    box.setAttribute("part", "tree");
    box.setAttribute("role", "tree");
    box.setAttribute("aria-label", "Game tree");
    box.tabIndex = 0;
    this.#canvas = make("canvas", "", box);
    this.#scroll = make("div", "scroll", box);
    // The picture and the layer that scrolls it are for the eye and the mouse; the tree is read through its items.
    this.#canvas.setAttribute("aria-hidden", "true");
    this.#scroll.setAttribute("aria-hidden", "true");
    this.#space = make("div", "space", this.#scroll);
    // The node read out: two items in turn, so that each move is announced as a new active descendant.
    this.#items = [make("div", "item", box), make("div", "item", box)];
    this.#items.forEach((item, i) => {
      item.id = `tengen-tree-node-${i}`;
      item.setAttribute("role", "treeitem");
      item.setAttribute("aria-selected", "true");
      item.hidden = true;
    });
    this.#box = box;
    (root.querySelector(".root") ?? root).appendChild(box);
    this.#scroll.addEventListener("scroll", () => this.#schedule(), { passive: true });
    this.#scroll.addEventListener("click", (e) => this.#click(e));
    box.addEventListener("keydown", (e) => this.#key(e));
    this.#observer = new ResizeObserver(() => this.#schedule());
    this.#observer.observe(box);
    for (const type of ["navigate", "change"]) el.addEventListener(type, this.#listen);
    this.update();
  }

  destroy(): void {
    for (const type of ["navigate", "change"]) this.#el.removeEventListener(type, this.#listen);
    this.#observer.disconnect();
    this.#box.remove();
    this.#loads++;
  }

  /** After the element changed: a new or changed record is walked again; the current node follows. */
  update(): void {
    const tree = this.#el.tree;
    this.#box.hidden = !tree;
    if (!tree) {
      this.#shape = null;
      this.#source = null;
      return;
    }
    if (tree !== this.#source || tree.nodeCount !== this.#nodes || !this.#matches(tree)) {
      this.#source = tree;
      this.#nodes = tree.nodeCount;
      const load = ++this.#loads;
      this.#box.setAttribute("aria-busy", "true");
      void walk(tree, () => load !== this.#loads || this.#el.tree !== tree).then((shape) => {
        if (!shape || load !== this.#loads) return;
        this.#shape = shape;
        this.#space.style.width = `${shape.columns * S}px`;
        this.#space.style.height = `${shape.rows * S}px`;
        this.#box.setAttribute("aria-busy", "false");
        this.#box.dataset["nodes"] = String(shape.count);
        this.#follow(true);
      });
      return;
    }
    this.#follow(false);
  }

  /**
   * Whether the shape still holds the record's current node (its move, its number of
   * children) at the cursor's path: a record edited in place (a variation promoted, a
   * branch deleted and another added) is walked again. Its comment and marks are read again.
   */
  #matches(tree: GameTree): boolean {
    const shape = this.#shape;
    if (!shape) return true;
    const id = nodeAt(shape, tree.path);
    if (id < 0) return false;
    const node = tree.node;
    const pt = node.move?.point;
    const color = node.move ? (node.move.color === "black" ? BLACK : WHITE) : 0;
    if ((shape.flags[id]! & (BLACK | WHITE)) !== color || shape.point[id] !== (pt ? pt[1] * shape.width + pt[0] : -1)) return false;
    if (shape.childCount[id] !== tree.children().length) return false;
    shape.flags[id] = color | (node.comment ? COMMENT : 0) | (MARK_IDS.some((m) => m in node.properties) ? MARKS : 0);
    return true;
  }

  /** The current node from the record's cursor: shown, scrolled into view, read out. */
  #follow(fresh: boolean): void {
    const shape = this.#shape;
    const tree = this.#el.tree;
    if (!shape || !tree) return;
    const id = nodeAt(shape, tree.path);
    if (id < 0) return;
    const moved = id !== this.#current;
    this.#current = id;
    if (moved || fresh) {
      // Into view, at once (no smooth scrolling: nothing moves by itself).
      const x = shape.depth[id]! * S;
      const y = shape.row[id]! * S;
      const sc = this.#scroll;
      if (x < sc.scrollLeft + S || x > sc.scrollLeft + sc.clientWidth - 2 * S) sc.scrollLeft = x - sc.clientWidth / 2;
      if (y < sc.scrollTop || y > sc.scrollTop + sc.clientHeight - S) sc.scrollTop = y - sc.clientHeight / 2;
    }
    this.#say(id);
    this.#schedule();
  }

  /** "Move 34 of 120, variation 2 of 3, Black D4, a comment, marks", in the element's language. */
  #say(id: number): void {
    const w = TREE_WORDS[this.#el.getAttribute("lang") as Lang] ?? TREE_WORDS.en;
    this.#box.setAttribute("aria-label", w.label);
    const shape = this.#shape as Shape;
    let end = id;
    while (shape.firstChild[end]! >= 0) end = shape.firstChild[end]!;
    const p = shape.parent[id]!;
    const siblings = p >= 0 ? shape.childCount[p]! : 1;
    const f = shape.flags[id]!;
    const pt = shape.point[id]!;
    const parts = [w.move(shape.moveNumber[id]!, shape.moveNumber[end]!)];
    if (siblings > 1) parts.push(w.variation(shape.index[id]! + 1, siblings));
    if (f & (BLACK | WHITE)) parts.push(w.played(f & BLACK ? "black" : "white", pt >= 0 ? toGtp(pt % shape.width, Math.floor(pt / shape.width), shape.height) : null));
    const kids = shape.childCount[id]!;
    if (kids > 1) parts.push(w.follow(kids));
    if (f & COMMENT) parts.push(w.comment);
    if (f & MARKS) parts.push(w.marks);
    const text = parts.join(w.comma);
    if (text === this.#items[this.#which].textContent) return;
    this.#which ^= 1;
    const item = this.#items[this.#which];
    item.textContent = text;
    item.setAttribute("aria-level", String(shape.depth[id]! + 1));
    item.setAttribute("aria-setsize", String(siblings));
    item.setAttribute("aria-posinset", String(shape.index[id]! + 1));
    if (kids) item.setAttribute("aria-expanded", "true");
    else item.removeAttribute("aria-expanded");
    item.hidden = false;
    // The other, empty, is hidden: a tree item without a name is not left in the tree.
    const other = this.#items[this.#which ^ 1];
    other.textContent = "";
    other.hidden = true;
    this.#box.setAttribute("aria-activedescendant", item.id);
  }

  #go(id: number): void {
    const shape = this.#shape;
    if (!shape || id < 0) return;
    this.#el.goTo(pathOf(shape, id));
  }

  #click(e: MouseEvent): void {
    const shape = this.#shape;
    if (!shape) return;
    const r = this.#scroll.getBoundingClientRect();
    const c = Math.floor((e.clientX - r.left + this.#scroll.scrollLeft) / S);
    const row = Math.floor((e.clientY - r.top + this.#scroll.scrollTop) / S);
    const id = shape.at.get(row * shape.columns + c);
    if (id !== undefined) {
      this.#go(id);
      this.#box.focus({ preventScroll: true });
    }
  }

  #key(e: KeyboardEvent): void {
    const shape = this.#shape;
    if (!shape || e.altKey || e.ctrlKey || e.metaKey) return;
    const id = this.#current;
    const p = shape.parent[id]!;
    const up = (n: number): number => {
      let i = id;
      for (let k = 0; k < n && shape.parent[i]! >= 0; k++) i = shape.parent[i]!;
      return i;
    };
    const down = (n: number): number => {
      let i = id;
      for (let k = 0; k < n && shape.firstChild[i]! >= 0; k++) i = shape.firstChild[i]!;
      return i;
    };
    const go: Record<string, () => number> = {
      ArrowLeft: () => p,
      ArrowRight: () => shape.firstChild[id]!,
      ArrowUp: () => (p >= 0 && shape.index[id]! > 0 ? childOf(shape, p, shape.index[id]! - 1) : -1),
      ArrowDown: () => shape.nextSibling[id]!,
      Home: () => 0,
      End: () => down(Infinity),
      PageUp: () => up(10),
      PageDown: () => down(10),
    };
    const f = go[e.key];
    if (!f) return;
    e.preventDefault();
    e.stopPropagation();
    const to = f();
    if (to >= 0 && to !== id) this.#go(to);
  }

  #schedule(): void {
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  }

  /** Draws the nodes in view (and the edges into them) on the canvas. */
  #draw(): void {
    const shape = this.#shape;
    const canvas = this.#canvas;
    const w = this.#scroll.clientWidth;
    const h = this.#scroll.clientHeight;
    const dpr = devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    const g = canvas.getContext("2d");
    if (!g || !shape) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, w, h);
    const style = getComputedStyle(this.#box);
    const ink = style.color || "#222";
    const accent = style.getPropertyValue("--tengen-focus").trim() || "#0d47a1";
    const sx = this.#scroll.scrollLeft;
    const sy = this.#scroll.scrollTop;
    const c0 = Math.floor(sx / S) - 1;
    const c1 = Math.ceil((sx + w) / S) + 1;
    const r0 = Math.floor(sy / S) - 1;
    const r1 = Math.ceil((sy + h) / S) + 1;
    const X = (id: number): number => shape.depth[id]! * S + S / 2 - sx;
    const Y = (id: number): number => shape.row[id]! * S + S / 2 - sy;
    // The line from the root to the current node.
    const onLine = new Set<number>();
    for (let i = this.#current; i >= 0; i = shape.parent[i]!) onLine.add(i);
    const visible: number[] = [];
    for (let id = 0; id < shape.count; id++) {
      const c = shape.depth[id]!;
      const r = shape.row[id]!;
      // A node is drawn if it is in view; its edge if it or its parent is.
      const p = shape.parent[id]!;
      const inView = c >= c0 && c <= c1 && r >= r0 && r <= r1;
      const edgeInView = p >= 0 && shape.depth[p]! >= c0 - 1 && shape.depth[p]! <= c1 && shape.row[p]! <= r1 && r >= r0;
      if (inView) visible.push(id);
      if (!edgeInView && !inView) continue;
      if (p < 0) continue;
      g.beginPath();
      const px = X(p);
      const py = Y(p);
      g.moveTo(px, py);
      if (shape.row[p] !== shape.row[id] && shape.row[id]! - shape.row[p]! > 1) g.lineTo(px, Y(id) - S);
      g.lineTo(X(id), Y(id));
      const bold = onLine.has(id);
      g.strokeStyle = bold ? accent : ink;
      g.globalAlpha = bold ? 1 : 0.45;
      g.lineWidth = bold ? 2.5 : 1.25;
      g.stroke();
    }
    g.globalAlpha = 1;
    const rad = S * 0.3;
    for (const id of visible) {
      const x = X(id);
      const y = Y(id);
      const f = shape.flags[id]!;
      g.beginPath();
      if (f & (BLACK | WHITE)) g.arc(x, y, rad, 0, Math.PI * 2);
      else {
        g.moveTo(x, y - rad);
        g.lineTo(x + rad, y);
        g.lineTo(x, y + rad);
        g.lineTo(x - rad, y);
        g.closePath();
      }
      g.fillStyle = f & BLACK ? "#111" : f & WHITE ? "#fafafa" : "#9e9e9e";
      g.fill();
      g.lineWidth = 1;
      g.strokeStyle = f & BLACK ? "#888" : "#333";
      g.stroke();
      if (f & COMMENT) {
        g.beginPath();
        g.arc(x, y, rad + 3, 0, Math.PI * 2);
        g.strokeStyle = "#1e88e5";
        g.lineWidth = 2;
        g.stroke();
      }
      if (f & MARKS) {
        g.fillStyle = "#ef6c00";
        g.fillRect(x + rad * 0.35, y - rad - 2, 5, 5);
      }
      if (id === this.#current) {
        g.beginPath();
        g.arc(x, y, rad + 5.5, 0, Math.PI * 2);
        g.strokeStyle = accent;
        g.lineWidth = 3;
        g.stroke();
      }
    }
  }
}

const views = new WeakMap<TengenBoard, TreeView>();

/** Shows the tree view of `el` (with `tree`), or takes it away (without). */
export function follow(el: TengenBoard): void {
  const on = el.hasAttribute("tree") && el.getAttribute("tree") !== "false";
  const view = views.get(el);
  if (on && !view) views.set(el, new TreeView(el));
  else if (!on && view) {
    view.destroy();
    views.delete(el);
  }
}
