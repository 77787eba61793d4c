// The page in Traditional Chinese (中文繁體).
import { decimal, quarters } from "../numbers.ts";
import type { Fate, NamedMove, ResultText, Texts, Translation } from "../text.ts";
import type { Player, RulesName, Score } from "../types.ts";
import type { Words } from "./index.ts";

const RULES: Record<RulesName, string> = {
  chinese: "中國",
  japanese: "日本",
  korean: "韓國",
  ing: "應氏",
  aga: "AGA",
  "new-zealand": "紐西蘭",
  "tromp-taylor": "Tromp-Taylor",
};
const color = (p: Player): string => (p === "black" ? "黑" : "白");
/** The solver's results, for the author's check. */
const RESULT: Record<Fate, string> = { alive: "活", dead: "死", seki: "雙活", ko: "劫" };
const other = (p: Player): Player => (p === "black" ? "white" : "black");
const named = (m: NamedMove): string => (m.name ? `${color(m.color)} ${m.name}` : `${color(m.color)}方停著`);

function end(endReason: string | null, result: string | null, rules: RulesName): string {
  if (endReason === "resignation") {
    const winner: Player = result?.startsWith("W") ? "white" : "black";
    return `${color(other(winner))}方認輸：${color(winner)}方勝（${result ?? "R"}）。`;
  }
  if (endReason === "cycle") {
    return `無勝負：全盤局面長循環重現（三劫循環之類）。依${RULES[rules]}規則，對局無勝負（${result ?? "Void"}）。`;
  }
  return result ? `對局結束（${result}）。` : "對局結束。";
}

function result(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText {
  const area = score.scoring === "area";
  const unit = area ? "點" : "目";
  const m = score.margin;
  let headline: string;
  switch (score.winner) {
    case "black":
    case "white":
      headline = m === 0 ? `${color(score.winner)}方勝：同數時黑勝` : `${color(score.winner)}方勝 ${decimal(Math.abs(m))} ${unit}`;
      break;
    case "draw":
      headline = "和棋：雙方平手";
      break;
    default:
      headline = "無勝負";
  }
  headline += `（${score.result}）`;
  const white = score.white + score.komi + score.handicapCompensation;
  const comp = score.handicapCompensation ? ` + 讓子補償 ${decimal(score.handicapCompensation)}` : "";
  const lead = m === 0 ? "差距 0" : `${m > 0 ? "黑" : "白"}方多 ${decimal(Math.abs(m))} ${unit}`;
  const points = `黑 ${decimal(score.black)}，白 ${decimal(score.white)} + 貼目 ${decimal(score.komi)}${comp} = ${decimal(white)}：${lead}。`;
  let stones: string | null = null;
  const a = score.areaStones;
  if (a) {
    const verdict =
      a.margin > 0 ? `勝 ${quarters(a.margin)} 子` : a.margin < 0 ? `負 ${quarters(-a.margin)} 子` : rules.tieToBlack ? "同數，黑勝" : "和棋";
    stones = `以子計（子）：黑 ${quarters(a.black)} 子，須得 ${quarters(a.needed)} 子，${verdict}。`;
  }
  const notes: string[] = [];
  if (rules.name === "ing") notes.push(`應氏規則：黑方貼 ${decimal(rules.komi)} 點，同數時黑勝。`);
  else if (rules.tieToBlack) notes.push("同數時黑勝。");
  if (score.seki.length) notes.push(`雙活：${score.seki.length} 個點，不計入任何一方。`);
  if (score.dame.length) notes.push(`公氣：${score.dame.length} 個中立點${area ? "（數子法雙方平分）" : ""}。`);
  return { headline, points, stones, notes };
}

export function zhHant(words: Words): Translation {
  const refusal = (message: string, ended: string | null, info?: Parameters<Texts["refusal"]>[2]): string => {
    const sentence = info ? words.refusal(info, { lang: "zh-Hant" }) : message;
    return ended ? `${ended} ${sentence}` : sentence;
  };
  return {
    rules: RULES,
    color: (p) => `${color(p)}方`,
    boardRole: "圍棋棋盤",
    winrateGraph: (b, n) => (b === null ? "勝率圖" : `勝率圖：第 ${n} 手後黑方 ${b}%`),
    winrateLegend: (b, n) => (b === null ? "黑方勝率" : `黑方勝率：${n} 手後 ${b} %`),
    leadLegend: (l, s) => `虛線為黑方領先目數（上下邊緣為 ±${s}）${l === null ? "" : `：${l}`}`,
    hintLegend: (m, best, c) => `提示：標示的各手旁的數字是${m === "black" ? "黑方" : "白方"}走該手後的勝率；最佳為 ${best}（${c} %）。`,
    hintLead: (m, leads) => `${m === "black" ? "黑方" : "白方"}的目差：${leads.join("、")}。`,
    netLoading: "正在載入電腦的神經網路…",
    proof: {
      checking: "解題器正在計算這一手…",
      alsoCorrect: "也正確（已證明）：棋譜中沒有這一手，但結果與最佳相同。",
      refuted: (by, r, n, name, shape) =>
        `${color(by)}${{ dead: "殺棋", alive: "做活", seki: "成雙活", ko: "成劫" }[r]}：` +
        (name ? `第 ${n} 手下在 ${name}${shape ? `（${shape}）` : ""}。` : "無須應手。"),
      check: "作者檢查",
      checkingRecord: "解題器正在檢驗棋譜的答案…",
      clean: "證明與棋譜的答案一致。",
      finding: (k, p, reply, r) =>
        ({
          "correct-refuted": `${p ?? "停一手"} 標為正解，但證明可以駁倒它${reply ? `（應手 ${reply}）` : ""}。`,
          "wrong-works": `${p ?? "停一手"} 標為錯誤，但它成立（已證明）。`,
          "no-refutation": `${p ?? "停一手"} 是失敗的一手，但棋譜中沒有駁斥。`,
          "no-result": `棋譜沒有標出正解。證明：${r ? RESULT[r] : "?"}${p ? `，最佳為 ${p}` : ""}。`,
          unknown: `${p ?? "本題"} 未能在預算內證明。`,
        })[k],
    },
    boardFallback: "圍棋棋盤。用方向鍵移動游標，Enter 落子，P 停一手，U 悔棋。",
    logLabel: "著手",
    destroyed: "這個棋盤已從頁面移除。",
    boardLabel: (w, h, status) => `${w}×${h} 圍棋棋盤。${status}`,
    playStatus: (turn, n) => (n === 0 ? `輪到${color(turn)}方，第一手。` : `輪到${color(turn)}方，第 ${n} 手後。`),
    countingStatus: "雙方停著：計算勝負。",
    boardSummary: (w, h, rules, komi) => `${w}×${h} 棋盤，${RULES[rules]}規則，貼目 ${decimal(komi)}。`,
    stoneList: (c, names) => `${color(c)}子（${names.length}）：${names.join("、") || "無"}。`,
    lastMove: (m) => `上一手：${color(m.color)} ${m.name ?? "停著"}。`,
    koNote: (turn, name) => `打劫：${color(turn)}方現在不能下 ${name}。`,
    variationOf: (n, of) => `變化圖：第 ${n} 個（共 ${of} 個）。`,
    nextMoves: (m) => `${m.length} 個變化圖：${m.join("、")}。`,
    markList: (m) => `標記：${m.map(([k, n, t]) => (t ? `${t}（${n}）` : `${{ circle: "圓", square: "方塊", triangle: "三角", cross: "叉" }[k as "circle"]} ${n}`)).join("、")}。`,
    cursor(name, turn, what) {
      if (what.kind === "stone") {
        const dead = what.dead ? "（死子）" : "";
        return `${name}，${color(what.color)}子${dead}；${what.stones} 子相連，${what.liberties} 口氣。`;
      }
      if (what.playable === "yes") return `${name}，空點。Enter 為${color(turn)}方落子。`;
      if (what.playable === "no") return `${name}，空點：${what.why ? refusal(what.why.message, null, what.why) : "不能落子。"}`;
      return `${name}，空點。`;
    },
    libertyBadge: (n, cjk) => (cjk ? `${n} 氣` : String(n)),
    newGame(w, h, rules, komi, handicap) {
      const stones = handicap >= 2 ? `，讓 ${handicap} 子，白方先下` : "";
      return `新對局：${w}×${h}，${RULES[rules]}規則，貼目 ${decimal(komi)}${stones}。`;
    },
    move: (c, name, captured) => `${color(c)} ${name}${captured > 0 ? `，提 ${captured} 子` : ""}。`,
    pass: (c) => `${color(c)}方停一手。`,
    countingStarted: "雙方都停著了：開始計算勝負。結果隨死子的標記更新。如有爭議，可恢復對局，在棋盤上下完。",
    countingRefusal: "雙方已停著，正在計算勝負。要繼續下，請恢復對局，或悔掉最後一次停著。",
    notAStone: "點選棋子，以標記整塊棋的死活。",
    wrongAnswer: "錯：棋譜中沒有這一手。",
    pointNames: { tengen: "天元", star: "星" },
    bar: { first: "開局", previous: "上一手", next: "下一手", last: "最後一手", up: "上一個變化", down: "下一個變化", retry: "再試一次", pass: "停一手" },
    markChain: (c, name, n, dead, r) => `${color(c)}棋 ${name}（${n} 子）標記為${dead ? "死棋" : "活棋"}。` + (r ? ` ${r}。` : ""),
    suggested: (n, r) =>
      n === 0 ? "引擎沒有找到死子。點選棋塊可標記死子。" : `引擎建議 ${n} 顆死子；點選棋塊可更正。` + (r ? ` ${r}。` : ""),
    restored: (n) => `已恢復這個瀏覽器保存的對局，到第 ${n} 手。`,
    savedUnreadable: "這個瀏覽器保存的對局無法讀取，已開始新對局。",
    ownershipShown: "已顯示形勢判斷：深色方塊偏向黑方，淺色方塊偏向白方，越大越確定；棋子上有對方顏色的方塊，表示這顆子多半是死子。",
    ownershipHidden: "已隱藏形勢判斷。",
    nothingToUndo: "沒有可悔的棋：這是對局的開始。",
    undone: (m, turn) => `已悔棋：${m ? named(m) : "上一步"}。輪到${color(turn)}方。`,
    notResumable: "只有在雙方停著之後才能恢復對局。",
    resumed: (turn) => `恢復對局：輪到${color(turn)}方。繼續下棋以確定死活。`,
    repeated: (move, count, limit) =>
      `全局局面與${move === 0 ? "開局時" : `第 ${move} 手之後`}相同（第 ${count} 次）。` +
      (count + 1 >= limit ? "再出現一次，對局即以無勝負結束。" : `出現第 ${limit} 次時，對局以無勝負結束。`) +
      "雙方也可以現在同意無勝負。",
    agreedNoResult: "局面反覆之中，雙方同意無勝負。",
    notRepeating: "只有在全局局面反覆時（簡單劫規則）才能宣布無勝負。",
    end,
    refusal,
    turnHeadline: (turn) => `輪到${color(turn)}方`,
    countingHeadline: (r) => (r ? `計算勝負：${r}` : "計算勝負"),
    overHeadline: (r) => `對局結束：${r ?? ""}`,
    moveNumber: (n) => `第 ${n} 手`,
    repetitionStatus: (count, limit) => `同形反覆：${count}/${limit}`,
    commonSizes: "常用尺寸",
    anySize: "其他尺寸",
    sizeOption: (n) => `${n} 路`,
    evenGame: "不讓子（分先）",
    handicapOption: (n) => `讓 ${n} 子`,
    rulesNote(r) {
      const counting = r.scoring === "area" ? "數子法（棋子加圍住的點）" : "數目法（圍住的點加俘虜）";
      const ko = r.ko === "simple" ? `單劫，全局同形出現 ${r.repetitionLimit} 次則無勝負` : r.ko === "positional" ? "禁止全局同形再現" : "禁止同一方著手時的全局同形再現";
      const parts = [counting, ko, r.suicide ? "允許多子自殺" : "禁止自殺"];
      if (r.tieToBlack) parts.push("同數時黑勝");
      return `${RULES[r.name]}規則：${parts.join("；")}。預設貼目 ${decimal(r.komi)}。`;
    },
    komiInvalid: "貼目須為整數或半數，例如 6.5 或 7。",
    count: {
      stones: "棋子",
      surrounded: "圍住的點",
      territory: "目",
      prisoners: "俘虜",
      komi: "貼目",
      compensation: "讓子補償",
      total: "合計",
    },
    result,
    page: {
      title: "tengen · 在瀏覽器中下圍棋",
      tagline: "圍棋 · 바둑 · 囲碁 · Go — 從空棋盤一直下到計算勝負。",
      skip: "跳到棋盤",
      loading: "正在載入規則引擎…",
      language: "語言",
      captures: "提子",
      capturedBy: (p) => `${color(p)}方提掉的子數`,
      moves: "著手",
      pass: "停一手",
      undo: "悔棋",
      resign: "認輸",
      resume: "恢復對局",
      noResult: "宣布無勝負",
      countTitle: "計算勝負",
      countHint: "死子雙方應取得一致；如有爭議，可恢復對局，依中國規則在棋盤上下完。",
      suggest: "建議死子",
      ownership: "形勢判斷",
      hint: "提示",
      winrate: "勝率圖",
      analyse: "分析這份棋譜",
      review: "復盤",
      reviewing: "正在復盤…",
      reviewNone: "沒有明顯虧損的著法。",
      reviewStep: (i, n, k, c, played, lost, preferred, w) => `${i}/${n}：第 ${k} 手，${c === "black" ? "黑" : "白"} ${played}，勝率損失 ${lost}%。電腦推薦 ${preferred}（${w}%）。`,
      reviewPoints: (i, n, k, c, played, lost, preferred, lead) => `${i}/${n}：第 ${k} 手，${c === "black" ? "黑" : "白"} ${played}，損失 ${lost} 目。更好的是 ${preferred}（領先 ${lead}），之後的變化在棋盤上以數字標出。`,
      reviewAccuracy: (b, w) => `準確度：黑 ${b}%，白 ${w}%。`,
      legend: { black: "黑方", white: "白方的地", dame: "公氣", seki: "雙活", dead: "淡色的棋子為死子" },
      overTitle: "對局結束",
      newGame: "新對局",
      size: "棋盤",
      rules: "規則",
      komi: "貼目",
      handicap: "讓子",
      start: "開始新對局",
      helpTitle: "下法",
      help: [
        "點選交叉點即可落子。淡色的棋子表示可以下的位置，棋盤下方顯示這手棋叫什麼。",
        "指向棋子，可看到整塊棋的氣。",
        "鍵盤：先選取棋盤，{{←}}{{↑}}{{→}}{{↓}} 移動，{{Enter}} 落子；{{P}} 停一手，{{U}} 悔棋。",
        "雙方連續停著，對局結束，開始計算勝負。",
      ],
      recordTitle: "棋譜",
      noMoves: "尚未落子。",
      passed: "停著",
      hoverAt: (name) => `${name}：`,
      hoverNothing: "沒有特定的名稱",
      explain: "怎麼計算的",
      explainTitle: "勝負是怎麼計算的",
      previous: "上一步",
      next: "下一步",
      close: "關閉",
      stepOf: (i, n) => `第 ${i} 步，共 ${n} 步`,
      opponent: "對手",
      person: "另一個人",
      computer: "電腦",
      bot: {
        level: "級別",
        plays: "電腦執",
        levels: ["初學者", "入門", "隨意下棋", "進步中", "中等", "穩健", "強", "更強", "很強", "全力"],
        black: "黑",
        white: "白",
        random: "隨機",
        thinking: "電腦正在思考…",
        playNow: "立即落子",
        loading: "正在載入電腦的神經網路…",
        agrees: "電腦同意標出的死子。",
        name: (level) => `tengen（${level} 級）`,
      },
      record: {
        heading: "棋譜檔案（SGF）",
        open: "開啟 SGF…",
        save: "儲存 SGF",
        dropOrPaste: "也可以把檔案拖到頁面上，或貼上棋譜。",
        browse: "瀏覽棋譜",
        first: "開局",
        previous: "上一手",
        next: "下一手",
        last: "最後一手",
        firstTip: "開局 (Home)",
        previousTip: "上一手 (←)",
        nextTip: "下一手 (→)",
        lastTip: "最後一手 (End)",
        variations: "變化（{{↑}} {{↓}}）；在棋盤上落子即可加一個變化。",
        position: (n, m) => (m ? `第 ${n} 手：${named(m)}` : `第 ${n} 手`),
        variation: (letter, m) => `${letter}：${m ? named(m) : "無著手"}`,
        mainLine: "主線",
        opened: (file) => `已開啟 ${file}。`,
        openedNodes: (file, nodes, illegal, why) =>
          `已開啟 ${file}：${nodes} 個節點${illegal ? `（保留了 ${illegal} 手不合規則的著手：${why}）` : ""}。`,
        couldNotOpen: (file, why) => `無法開啟 ${file}：${why}`,
        saved: (file) => `已儲存 ${file}。`,
        pasted: "貼上的棋譜",
      },
    },
  };
}
