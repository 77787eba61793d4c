// The editor's words (`<tengen-board edit>`) in the five languages: the names of its
// tools and actions, which screen readers read (each button's text, shown only to them) and the
// pointer shows (`title`), and what it says after an edit. They live here rather than in
// the page's tables (src/text.ts and this folder's), which every host loads: only the
// editor's chunk imports this file.
import type { Lang } from "tengen";

/** A tool of the editor: what a click or Enter on a point does. */
export type Tool =
  | "move"
  | "black"
  | "white"
  | "empty"
  | "circle"
  | "square"
  | "triangle"
  | "cross"
  | "letter"
  | "number"
  | "arrow"
  | "line"
  | "dim"
  | "selected";

/** An action of the editor: a button that changes the record at once. */
export type Action = "player" | "undo" | "delete" | "promote" | "right" | "wrong";

export interface EditWords {
  /** The toolbar's name. */
  tools: string;
  /** Each tool's and action's name. */
  names: Record<Tool | Action, string>;
  /** The comment box's label. */
  comment: string;
  /** Said after an edit at a point: the tool's name and the point's (`D4`). */
  at(name: string, point: string): string;
  /** Said when an arrow or a line waits for its second point. */
  from(name: string, point: string): string;
  /** Said after an action, and when there is nothing to undo. */
  done(name: string): string;
  nothingToUndo: string;
}

const EN: EditWords = {
  tools: "Editing tools",
  names: {
    move: "Play moves",
    black: "Black stone",
    white: "White stone",
    empty: "Remove stone",
    circle: "Circle",
    square: "Square",
    triangle: "Triangle",
    cross: "Cross",
    letter: "Next letter",
    number: "Next number",
    arrow: "Arrow",
    line: "Line",
    dim: "Dim",
    selected: "Select",
    undo: "Undo edit",
    delete: "Delete branch",
    promote: "Promote variation",
    player: "Switch side to move",
    right: "Mark right",
    wrong: "Mark wrong",
  },
  comment: "Comment",
  at: (name, point) => `${name}: ${point}.`,
  from: (name, point) => `${name} from ${point}: choose its end.`,
  done: (name) => `${name}: done.`,
  nothingToUndo: "Nothing to undo.",
};

const ZH_HANT: EditWords = {
  tools: "編輯工具",
  names: {
    move: "落子",
    black: "黑子",
    white: "白子",
    empty: "移除棋子",
    circle: "圓形",
    square: "方形",
    triangle: "三角形",
    cross: "叉號",
    letter: "下一個字母",
    number: "下一個數字",
    arrow: "箭頭",
    line: "直線",
    dim: "淡化",
    selected: "選取",
    undo: "撤銷編輯",
    delete: "刪除分支",
    promote: "提升變化",
    player: "切換行棋方",
    right: "標為正解",
    wrong: "標為失敗",
  },
  comment: "註解",
  at: (name, point) => `${name}：${point}。`,
  from: (name, point) => `${name}從 ${point} 開始：請選擇終點。`,
  done: (name) => `${name}：完成。`,
  nothingToUndo: "沒有可撤銷的編輯。",
};

const ZH_HANS: EditWords = {
  tools: "编辑工具",
  names: {
    move: "落子",
    black: "黑子",
    white: "白子",
    empty: "移除棋子",
    circle: "圆形",
    square: "方形",
    triangle: "三角形",
    cross: "叉号",
    letter: "下一个字母",
    number: "下一个数字",
    arrow: "箭头",
    line: "直线",
    dim: "淡化",
    selected: "选取",
    undo: "撤销编辑",
    delete: "删除分支",
    promote: "提升变化",
    player: "切换行棋方",
    right: "标为正解",
    wrong: "标为失败",
  },
  comment: "注释",
  at: (name, point) => `${name}：${point}。`,
  from: (name, point) => `${name}从 ${point} 开始：请选择终点。`,
  done: (name) => `${name}：完成。`,
  nothingToUndo: "没有可撤销的编辑。",
};

const JA: EditWords = {
  tools: "編集ツール",
  names: {
    move: "着手",
    black: "黒石を置く",
    white: "白石を置く",
    empty: "石を取り除く",
    circle: "丸",
    square: "四角",
    triangle: "三角",
    cross: "バツ",
    letter: "次の文字",
    number: "次の数字",
    arrow: "矢印",
    line: "線",
    dim: "薄く表示",
    selected: "選択",
    undo: "編集を元に戻す",
    delete: "分岐を削除",
    promote: "変化を本譜にする",
    player: "手番を交代",
    right: "正解にする",
    wrong: "失敗にする",
  },
  comment: "コメント",
  at: (name, point) => `${name}：${point}。`,
  from: (name, point) => `${name}（${point} から）：終点を選んでください。`,
  done: (name) => `${name}：完了。`,
  nothingToUndo: "元に戻す編集はありません。",
};

const KO: EditWords = {
  tools: "편집 도구",
  names: {
    move: "착수",
    black: "흑돌 놓기",
    white: "백돌 놓기",
    empty: "돌 치우기",
    circle: "원",
    square: "사각형",
    triangle: "삼각형",
    cross: "가위표",
    letter: "다음 글자",
    number: "다음 숫자",
    arrow: "화살표",
    line: "선",
    dim: "흐리게",
    selected: "선택",
    undo: "편집 취소",
    delete: "가지 삭제",
    promote: "변화도를 주 수순으로",
    player: "차례 바꾸기",
    right: "정답으로 표시",
    wrong: "오답으로 표시",
  },
  comment: "설명",
  at: (name, point) => `${name}: ${point}.`,
  from: (name, point) => `${name}, ${point}에서 시작: 끝점을 고르세요.`,
  done: (name) => `${name}: 완료.`,
  nothingToUndo: "취소할 편집이 없습니다.",
};

const TABLES: Record<Lang, EditWords> = { en: EN, "zh-Hant": ZH_HANT, "zh-Hans": ZH_HANS, ja: JA, ko: KO };

/** The editor's words in `lang` (English for a language it does not have). */
export const editWords = (lang: string | null): EditWords => TABLES[lang as Lang] ?? EN;
