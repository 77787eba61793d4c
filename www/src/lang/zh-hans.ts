// The page in Simplified Chinese (简体中文).
import { decimal, quarters } from "../numbers.ts";
import type { Fate, NamedMove, ResultText, Texts, Translation } from "../text.ts";
import type { Player, RulesName, Score } from "../types.ts";
import type { Words } from "./index.ts";

const RULES: Record<RulesName, string> = {
  chinese: "中国",
  japanese: "日本",
  korean: "韩国",
  ing: "应氏",
  aga: "AGA",
  "new-zealand": "新西兰",
  "tromp-taylor": "Tromp-Taylor",
};
const color = (p: Player): string => (p === "black" ? "黑" : "白");
/** The solver's results, for the author's check. */
const RESULT: Record<Fate, string> = { alive: "活", dead: "死", seki: "双活", ko: "劫" };
const other = (p: Player): Player => (p === "black" ? "white" : "black");
const named = (m: NamedMove): string => (m.name ? `${color(m.color)} ${m.name}` : `${color(m.color)}方停着`);

function end(endReason: string | null, result: string | null, rules: RulesName): string {
  if (endReason === "resignation") {
    const winner: Player = result?.startsWith("W") ? "white" : "black";
    return `${color(other(winner))}方认输：${color(winner)}方胜（${result ?? "R"}）。`;
  }
  if (endReason === "cycle") {
    return `无胜负：全盘局面长循环重现（三劫循环之类）。依${RULES[rules]}规则，对局无胜负（${result ?? "Void"}）。`;
  }
  return result ? `对局结束（${result}）。` : "对局结束。";
}

function result(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText {
  const area = score.scoring === "area";
  const unit = area ? "点" : "目";
  const m = score.margin;
  let headline: string;
  switch (score.winner) {
    case "black":
    case "white":
      headline = m === 0 ? `${color(score.winner)}方胜：同数时黑胜` : `${color(score.winner)}方胜 ${decimal(Math.abs(m))} ${unit}`;
      break;
    case "draw":
      headline = "和棋：双方平手";
      break;
    default:
      headline = "无胜负";
  }
  headline += `（${score.result}）`;
  const white = score.white + score.komi + score.handicapCompensation;
  const comp = score.handicapCompensation ? ` + 让子补偿 ${decimal(score.handicapCompensation)}` : "";
  const lead = m === 0 ? "差距 0" : `${m > 0 ? "黑" : "白"}方多 ${decimal(Math.abs(m))} ${unit}`;
  const points = `黑 ${decimal(score.black)}，白 ${decimal(score.white)} + 贴目 ${decimal(score.komi)}${comp} = ${decimal(white)}：${lead}。`;
  let stones: string | null = null;
  const a = score.areaStones;
  if (a) {
    const verdict =
      a.margin > 0 ? `胜 ${quarters(a.margin)} 子` : a.margin < 0 ? `负 ${quarters(-a.margin)} 子` : rules.tieToBlack ? "同数，黑胜" : "和棋";
    stones = `以子计（子）：黑 ${quarters(a.black)} 子，须得 ${quarters(a.needed)} 子，${verdict}。`;
  }
  const notes: string[] = [];
  if (rules.name === "ing") notes.push(`应氏规则：黑方贴 ${decimal(rules.komi)} 点，同数时黑胜。`);
  else if (rules.tieToBlack) notes.push("同数时黑胜。");
  if (score.seki.length) notes.push(`双活：${score.seki.length} 个点，不计入任何一方。`);
  if (score.dame.length) notes.push(`公气：${score.dame.length} 个中立点${area ? "（数子法双方平分）" : ""}。`);
  return { headline, points, stones, notes };
}

export function zhHans(words: Words): Translation {
  const refusal = (message: string, ended: string | null, info?: Parameters<Texts["refusal"]>[2]): string => {
    const sentence = info ? words.refusal(info, { lang: "zh-Hans" }) : message;
    return ended ? `${ended} ${sentence}` : sentence;
  };
  return {
    rules: RULES,
    color: (p) => `${color(p)}方`,
    boardRole: "围棋棋盘",
    winrateGraph: (b, n) => (b === null ? "胜率图" : `胜率图：第 ${n} 手后黑方 ${b}%`),
    winrateLegend: (b, n) => (b === null ? "黑方胜率" : `黑方胜率：${n} 手后 ${b} %`),
    leadLegend: (l, s) => `虚线为黑方领先目数（上下边缘为 ±${s}）${l === null ? "" : `：${l}`}`,
    hintLegend: (m, best, c) => `提示：标示的各手旁的数字是${m === "black" ? "黑方" : "白方"}走该手后的胜率；最佳为 ${best}（${c} %）。`,
    hintLead: (m, leads) => `${m === "black" ? "黑方" : "白方"}的目差：${leads.join("、")}。`,
    netLoading: "正在加载电脑的神经网络…",
    proof: {
      checking: "解题器正在计算这一手…",
      alsoCorrect: "也正确（已证明）：棋谱中没有这一手，但结果与最佳相同。",
      refuted: (by, r, n, name, shape) =>
        `${color(by)}${{ dead: "杀棋", alive: "做活", seki: "成双活", ko: "成劫" }[r]}：` +
        (name ? `第 ${n} 手下在 ${name}${shape ? `（${shape}）` : ""}。` : "无须应手。"),
      check: "作者检查",
      checkingRecord: "解题器正在检验棋谱的答案…",
      clean: "证明与棋谱的答案一致。",
      finding: (k, p, reply, r) =>
        ({
          "correct-refuted": `${p ?? "停一手"} 标为正解，但证明可以驳倒它${reply ? `（应手 ${reply}）` : ""}。`,
          "wrong-works": `${p ?? "停一手"} 标为错误，但它成立（已证明）。`,
          "no-refutation": `${p ?? "停一手"} 是失败的一手，但棋谱中没有驳斥。`,
          "no-result": `棋谱没有标出正解。证明：${r ? RESULT[r] : "?"}${p ? `，最佳为 ${p}` : ""}。`,
          unknown: `${p ?? "本题"} 未能在预算内证明。`,
        })[k],
    },
    boardFallback: "围棋棋盘。用方向键移动光标，Enter 落子，P 停一手，U 悔棋。",
    logLabel: "着手",
    destroyed: "这个棋盘已从页面移除。",
    boardLabel: (w, h, status) => `${w}×${h} 围棋棋盘。${status}`,
    playStatus: (turn, n) => (n === 0 ? `轮到${color(turn)}方，第一手。` : `轮到${color(turn)}方，第 ${n} 手后。`),
    countingStatus: "双方停着：计算胜负。",
    boardSummary: (w, h, rules, komi) => `${w}×${h} 棋盘，${RULES[rules]}规则，贴目 ${decimal(komi)}。`,
    stoneList: (c, names) => `${color(c)}子（${names.length}）：${names.join("、") || "无"}。`,
    lastMove: (m) => `上一手：${color(m.color)} ${m.name ?? "停着"}。`,
    koNote: (turn, name) => `打劫：${color(turn)}方现在不能下 ${name}。`,
    variationOf: (n, of) => `变化图：第 ${n} 个（共 ${of} 个）。`,
    nextMoves: (m) => `${m.length} 个变化图：${m.join("、")}。`,
    markList: (m) => `标记：${m.map(([k, n, t]) => (t ? `${t}（${n}）` : `${{ circle: "圆", square: "方块", triangle: "三角", cross: "叉" }[k as "circle"]} ${n}`)).join("、")}。`,
    cursor(name, turn, what) {
      if (what.kind === "stone") {
        const dead = what.dead ? "（死子）" : "";
        return `${name}，${color(what.color)}子${dead}；${what.stones} 子相连，${what.liberties} 口气。`;
      }
      if (what.playable === "yes") return `${name}，空点。Enter 为${color(turn)}方落子。`;
      if (what.playable === "no") return `${name}，空点：${what.why ? refusal(what.why.message, null, what.why) : "不能落子。"}`;
      return `${name}，空点。`;
    },
    libertyBadge: (n, cjk) => (cjk ? `${n} 气` : String(n)),
    newGame(w, h, rules, komi, handicap) {
      const stones = handicap >= 2 ? `，让 ${handicap} 子，白方先下` : "";
      return `新对局：${w}×${h}，${RULES[rules]}规则，贴目 ${decimal(komi)}${stones}。`;
    },
    move: (c, name, captured) => `${color(c)} ${name}${captured > 0 ? `，提 ${captured} 子` : ""}。`,
    pass: (c) => `${color(c)}方停一手。`,
    countingStarted: "双方都停着了：开始计算胜负。结果随死子的标记更新。如有争议，可恢复对局，在棋盘上下完。",
    countingRefusal: "双方已停着，正在计算胜负。要继续下，请恢复对局，或悔掉最后一次停着。",
    notAStone: "点击棋子，以标记整块棋的死活。",
    wrongAnswer: "错：棋谱中没有这一手。",
    pointNames: { tengen: "天元", star: "星" },
    bar: { first: "开局", previous: "上一手", next: "下一手", last: "最后一手", up: "上一个变化", down: "下一个变化", retry: "再试一次", pass: "停一手" },
    markChain: (c, name, n, dead, r) => `${color(c)}棋 ${name}（${n} 子）标记为${dead ? "死棋" : "活棋"}。` + (r ? ` ${r}。` : ""),
    suggested: (n, r) =>
      n === 0 ? "引擎没有找到死子。点击棋块可标记死子。" : `引擎建议 ${n} 颗死子；点击棋块可更正。` + (r ? ` ${r}。` : ""),
    restored: (n) => `已恢复这个浏览器保存的对局，到第 ${n} 手。`,
    savedUnreadable: "这个浏览器保存的对局无法读取，已开始新对局。",
    ownershipShown: "已显示形势判断：深色方块偏向黑方，浅色方块偏向白方，越大越确定；棋子上有对方颜色的方块，表示这颗子多半是死子。",
    ownershipHidden: "已隐藏形势判断。",
    nothingToUndo: "没有可悔的棋：这是对局的开始。",
    undone: (m, turn) => `已悔棋：${m ? named(m) : "上一步"}。轮到${color(turn)}方。`,
    notResumable: "只有在双方停着之后才能恢复对局。",
    resumed: (turn) => `恢复对局：轮到${color(turn)}方。继续下棋以确定死活。`,
    repeated: (move, count, limit) =>
      `全局局面与${move === 0 ? "开局时" : `第 ${move} 手之后`}相同（第 ${count} 次）。` +
      (count + 1 >= limit ? "再出现一次，对局即以无胜负结束。" : `出现第 ${limit} 次时，对局以无胜负结束。`) +
      "双方也可以现在同意无胜负。",
    agreedNoResult: "局面反复之中，双方同意无胜负。",
    notRepeating: "只有在全局局面反复时（简单劫规则）才能宣布无胜负。",
    end,
    refusal,
    turnHeadline: (turn) => `轮到${color(turn)}方`,
    countingHeadline: (r) => (r ? `计算胜负：${r}` : "计算胜负"),
    overHeadline: (r) => `对局结束：${r ?? ""}`,
    moveNumber: (n) => `第 ${n} 手`,
    repetitionStatus: (count, limit) => `同形反复：${count}/${limit}`,
    commonSizes: "常用尺寸",
    anySize: "其他尺寸",
    sizeOption: (n) => `${n} 路`,
    evenGame: "不让子（分先）",
    handicapOption: (n) => `让 ${n} 子`,
    rulesNote(r) {
      const counting = r.scoring === "area" ? "数子法（棋子加围住的点）" : "数目法（围住的点加俘虏）";
      const ko = r.ko === "simple" ? `单劫，全局同形出现 ${r.repetitionLimit} 次则无胜负` : r.ko === "positional" ? "禁止全局同形再现" : "禁止同一方着手时的全局同形再现";
      const parts = [counting, ko, r.suicide ? "允许多子自杀" : "禁止自杀"];
      if (r.tieToBlack) parts.push("同数时黑胜");
      return `${RULES[r.name]}规则：${parts.join("；")}。默认贴目 ${decimal(r.komi)}。`;
    },
    komiInvalid: "贴目须为整数或半数，例如 6.5 或 7。",
    count: {
      stones: "棋子",
      surrounded: "围住的点",
      territory: "目",
      prisoners: "俘虏",
      komi: "贴目",
      compensation: "让子补偿",
      total: "合计",
    },
    result,
    page: {
      title: "tengen · 在浏览器中下围棋",
      tagline: "围棋 · 바둑 · 囲碁 · Go — 从空棋盘一直下到计算胜负。",
      skip: "跳到棋盘",
      loading: "正在加载规则引擎…",
      language: "语言",
      captures: "提子",
      capturedBy: (p) => `${color(p)}方提掉的子数`,
      moves: "着手",
      pass: "停一手",
      undo: "悔棋",
      resign: "认输",
      resume: "恢复对局",
      noResult: "宣布无胜负",
      countTitle: "计算胜负",
      countHint: "死子双方应取得一致；如有争议，可恢复对局，依中国规则在棋盘上下完。",
      suggest: "建议死子",
      ownership: "形势判断",
      hint: "提示",
      winrate: "胜率图",
      analyse: "分析这份棋谱",
      review: "复盘",
      reviewing: "正在复盘…",
      reviewNone: "没有明显亏损的着法。",
      reviewStep: (i, n, k, c, played, lost, preferred, w) => `${i}/${n}：第 ${k} 手，${c === "black" ? "黑" : "白"} ${played}，胜率损失 ${lost}%。电脑推荐 ${preferred}（${w}%）。`,
      reviewPoints: (i, n, k, c, played, lost, preferred, lead) => `${i}/${n}：第 ${k} 手，${c === "black" ? "黑" : "白"} ${played}，损失 ${lost} 目。更好的是 ${preferred}（领先 ${lead}），之后的变化在棋盘上以数字标出。`,
      reviewAccuracy: (b, w) => `准确度：黑 ${b}%，白 ${w}%。`,
      legend: { black: "黑方", white: "白方的地", dame: "公气", seki: "双活", dead: "淡色的棋子为死子" },
      overTitle: "对局结束",
      newGame: "新对局",
      size: "棋盘",
      rules: "规则",
      komi: "贴目",
      handicap: "让子",
      start: "开始新对局",
      helpTitle: "下法",
      help: [
        "点击交叉点即可落子。淡色的棋子表示可以下的位置，棋盘下方显示这手棋叫什么。",
        "指向棋子，可看到整块棋的气。",
        "键盘：先选中棋盘，{{←}}{{↑}}{{→}}{{↓}} 移动，{{Enter}} 落子；{{P}} 停一手，{{U}} 悔棋。",
        "双方连续停着，对局结束，开始计算胜负。",
      ],
      recordTitle: "棋谱",
      noMoves: "尚未落子。",
      passed: "停着",
      hoverAt: (name) => `${name}：`,
      hoverNothing: "没有特定的名称",
      explain: "怎么计算的",
      explainTitle: "胜负是怎么计算的",
      previous: "上一步",
      next: "下一步",
      close: "关闭",
      stepOf: (i, n) => `第 ${i} 步，共 ${n} 步`,
      opponent: "对手",
      person: "另一个人",
      computer: "电脑",
      bot: {
        level: "级别",
        plays: "电脑执",
        levels: ["初学者", "入门", "随意下棋", "进步中", "中等", "稳健", "强", "更强", "很强", "全力"],
        black: "黑",
        white: "白",
        random: "随机",
        thinking: "电脑正在思考…",
        playNow: "立即落子",
        loading: "正在加载电脑的神经网络…",
        agrees: "电脑同意标出的死子。",
        name: (level) => `tengen（${level} 级）`,
      },
      record: {
        heading: "棋谱文件（SGF）",
        open: "打开 SGF…",
        save: "保存 SGF",
        dropOrPaste: "也可以把文件拖到页面上，或粘贴棋谱。",
        browse: "浏览棋谱",
        first: "开局",
        previous: "上一手",
        next: "下一手",
        last: "最后一手",
        firstTip: "开局 (Home)",
        previousTip: "上一手 (←)",
        nextTip: "下一手 (→)",
        lastTip: "最后一手 (End)",
        variations: "变化（{{↑}} {{↓}}）；在棋盘上落子即可加一个变化。",
        position: (n, m) => (m ? `第 ${n} 手：${named(m)}` : `第 ${n} 手`),
        variation: (letter, m) => `${letter}：${m ? named(m) : "无着手"}`,
        mainLine: "主线",
        opened: (file) => `已打开 ${file}。`,
        openedNodes: (file, nodes, illegal, why) =>
          `已打开 ${file}：${nodes} 个节点${illegal ? `（保留了 ${illegal} 手不合规则的着手：${why}）` : ""}。`,
        couldNotOpen: (file, why) => `无法打开 ${file}：${why}`,
        saved: (file) => `已保存 ${file}。`,
        pasted: "粘贴的棋谱",
      },
    },
  };
}
