// The page in Japanese (日本語).
import { decimal, quarters } from "../numbers.ts";
import type { Fate, NamedMove, ResultText, Texts, Translation } from "../text.ts";
import type { Player, RulesName, Score } from "../types.ts";
import type { Words } from "./index.ts";

const RULES: Record<RulesName, string> = {
  chinese: "中国",
  japanese: "日本",
  korean: "韓国",
  ing: "応氏",
  aga: "AGA",
  "new-zealand": "ニュージーランド",
  "tromp-taylor": "トロンプ・テイラー",
};
const color = (p: Player): string => (p === "black" ? "黒" : "白");
/** The solver's results, for the author's check. */
const RESULT: Record<Fate, string> = { alive: "生き", dead: "死に", seki: "セキ", ko: "コウ" };
const other = (p: Player): Player => (p === "black" ? "white" : "black");
const named = (m: NamedMove): string => (m.name ? `${color(m.color)} ${m.name}` : `${color(m.color)}のパス`);

function end(endReason: string | null, result: string | null, rules: RulesName): string {
  if (endReason === "resignation") {
    const winner: Player = result?.startsWith("W") ? "white" : "black";
    return `${color(other(winner))}が投了：${color(winner)}の勝ち（${result ?? "R"}）。`;
  }
  if (endReason === "cycle") {
    return `無勝負：盤面全体が長い循環で繰り返されました（三コウなど）。${RULES[rules]}ルールでは勝者なしで終わります（${result ?? "Void"}）。`;
  }
  return result ? `対局終了（${result}）。` : "対局終了。";
}

function result(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText {
  const m = score.margin;
  let headline: string;
  switch (score.winner) {
    case "black":
    case "white":
      headline = m === 0 ? `${color(score.winner)}の勝ち：同数は黒の勝ち` : `${color(score.winner)}の ${decimal(Math.abs(m))} 目勝ち`;
      break;
    case "draw":
      headline = "持碁：引き分け";
      break;
    default:
      headline = "無勝負";
  }
  headline += `（${score.result}）`;
  const white = score.white + score.komi + score.handicapCompensation;
  const comp = score.handicapCompensation ? ` + 置き石補正 ${decimal(score.handicapCompensation)}` : "";
  const lead = m === 0 ? "差 0" : `${m > 0 ? "黒" : "白"}が ${decimal(Math.abs(m))} 目多い`;
  const points = `黒 ${decimal(score.black)}、白 ${decimal(score.white)} + コミ ${decimal(score.komi)}${comp} = ${decimal(white)}：${lead}。`;
  let stones: string | null = null;
  const a = score.areaStones;
  if (a) {
    const verdict =
      a.margin > 0 ? `${quarters(a.margin)} 子勝ち` : a.margin < 0 ? `${quarters(-a.margin)} 子負け` : rules.tieToBlack ? "同数で黒の勝ち" : "引き分け";
    stones = `子で数えると（子）：黒 ${quarters(a.black)} 子、必要 ${quarters(a.needed)} 子、${verdict}。`;
  }
  const notes: string[] = [];
  if (rules.name === "ing") notes.push(`応氏ルール：黒はコミ ${decimal(rules.komi)} 点を出し、同数は黒の勝ち。`);
  else if (rules.tieToBlack) notes.push("同数は黒の勝ち。");
  if (score.seki.length) notes.push(`セキ：${score.seki.length} 点は共有で、どちらの地にもならない。`);
  if (score.dame.length) notes.push(`ダメ：中立の点 ${score.dame.length}${score.scoring === "area" ? "（数子法では半分ずつ）" : ""}。`);
  return { headline, points, stones, notes };
}

export function ja(words: Words): Translation {
  const refusal = (message: string, ended: string | null, info?: Parameters<Texts["refusal"]>[2]): string => {
    const sentence = info ? words.refusal(info, { lang: "ja" }) : message;
    return ended ? `${ended} ${sentence}` : sentence;
  };
  return {
    rules: RULES,
    color,
    boardRole: "碁盤",
    winrateGraph: (b, n) => (b === null ? "勝率グラフ" : `勝率グラフ：${n} 手目の後、黒 ${b}%`),
    winrateLegend: (b, n) => (b === null ? "黒の勝率" : `黒の勝率：${n} 手目の後 ${b} %`),
    leadLegend: (l, s) => `破線は黒のリード（目数、上下端で ±${s}）${l === null ? "" : `：${l}`}`,
    hintLegend: (m, best, c) => `ヒント：印の数字は、その手を打った場合の${m === "black" ? "黒" : "白"}の勝率です。最善は ${best}（${c} %）。`,
    hintLead: (m, leads) => `${m === "black" ? "黒" : "白"}の目差：${leads.join("、")}。`,
    netLoading: "コンピューターのネットワークを読み込んでいます…",
    proof: {
      checking: "ソルバーがこの手を読んでいます…",
      alsoCorrect: "これも正解（証明済み）：棋譜にない手ですが、最善と同じ結果になります。",
      refuted: (by, r, n, name, shape) =>
        `${color(by)}が${{ dead: "殺します", alive: "生きます", seki: "セキにします", ko: "コウにします" }[r]}：` +
        (name ? `${n} の ${name}${shape ? `（${shape}）` : ""}で。` : "手を入れる必要もありません。"),
      check: "作者チェック",
      checkingRecord: "ソルバーが棋譜の解答を検証しています…",
      clean: "証明は棋譜の解答と一致しています。",
      finding: (k, p, reply, r) =>
        ({
          "correct-refuted": `${p ?? "パス"} は正解とされていますが、証明は反駁します${reply ? `（応手 ${reply}）` : ""}。`,
          "wrong-works": `${p ?? "パス"} は不正解とされていますが、成功します（証明済み）。`,
          "no-refutation": `${p ?? "パス"} は失敗する手ですが、棋譜に反駁がありません。`,
          "no-result": `棋譜に正解の印がありません。証明：${r ? RESULT[r] : "?"}${p ? `、最善は ${p}` : ""}。`,
          unknown: `${p ?? "この問題"} は予算内に証明できませんでした。`,
        })[k],
    },
    boardFallback: "碁盤です。矢印キーでカーソルを動かし、Enter で打ち、P でパス、U で一手戻します。",
    logLabel: "着手",
    destroyed: "この碁盤はページから取り除かれました。",
    boardLabel: (w, h, status) => `${w}×${h} の碁盤。${status}`,
    playStatus: (turn, n) => (n === 0 ? `${color(turn)}の番、初手。` : `${color(turn)}の番、${n} 手目の後。`),
    countingStatus: "双方パス：整地中。",
    boardSummary: (w, h, rules, komi) => `${w}×${h} 盤、${RULES[rules]}ルール、コミ ${decimal(komi)}。`,
    stoneList: (c, names) => `${color(c)}石（${names.length}）：${names.join("、") || "なし"}。`,
    lastMove: (m) => `直前の手：${color(m.color)} ${m.name ?? "パス"}。`,
    koNote: (turn, name) => `コウ：${color(turn)}は今 ${name} に打てません。`,
    variationOf: (n, of) => `変化 ${of} 通りの ${n} 番目。`,
    nextMoves: (m) => `変化 ${m.length} 通り：${m.join("、")}。`,
    markList: (m) => `記号：${m.map(([k, n, t]) => (t ? `${t}（${n}）` : `${{ circle: "丸", square: "四角", triangle: "三角", cross: "バツ" }[k as "circle"]} ${n}`)).join("、")}。`,
    cursor(name, turn, what) {
      if (what.kind === "stone") {
        const dead = what.dead ? "（死に石）" : "";
        return `${name}、${color(what.color)}石${dead}。${what.stones} 子のつながり、ダメ ${what.liberties}。`;
      }
      if (what.playable === "yes") return `${name}、空点。Enter で${color(turn)}が打ちます。`;
      if (what.playable === "no") return `${name}、空点：${what.why ? refusal(what.why.message, null, what.why) : "打てません。"}`;
      return `${name}、空点。`;
    },
    libertyBadge: (n, cjk) => (cjk ? `ダメ ${n}` : String(n)),
    newGame(w, h, rules, komi, handicap) {
      const stones = handicap >= 2 ? `、${handicap} 子局、白から` : "";
      return `新しい対局：${w}×${h}、${RULES[rules]}ルール、コミ ${decimal(komi)}${stones}。`;
    },
    move: (c, name, captured) => `${color(c)} ${name}${captured > 0 ? `、${captured} 子取り` : ""}。`,
    pass: (c) => `${color(c)}がパス。`,
    countingStarted:
      "双方がパスしました：整地です。結果は死に石を直すたびに更新されます。意見が分かれたら対局を再開し、盤上で決着をつけます。",
    countingRefusal: "双方がパスし、整地中です。続けるには対局を再開するか、最後のパスを戻します。",
    notAStone: "石をクリックして、その一団の生き死にを切り替えます。",
    wrongAnswer: "不正解：棋譜にこの手はありません。",
    pointNames: { tengen: "天元", star: "星" },
    bar: { first: "最初の局面", previous: "前の手", next: "次の手", last: "最後の手", up: "前の変化", down: "次の変化", retry: "やり直す", pass: "パス" },
    markChain: (c, name, n, dead, r) => `${name} の${color(c)}の一団（${n} 子）を${dead ? "死に石" : "生き石"}にしました。` + (r ? ` ${r}。` : ""),
    suggested: (n, r) =>
      n === 0
        ? "エンジンは死に石を見つけませんでした。石をクリックかタップして死に石にできます。"
        : `エンジンの提案：死に石 ${n} 子。クリックかタップで直せます。` + (r ? ` ${r}。` : ""),
    restored: (n) => `このブラウザに保存した対局を ${n} 手目から再開しました。`,
    savedUnreadable: "このブラウザに保存した対局を読み込めなかったので、新しい対局を始めました。",
    ownershipShown: "形勢判断を表示しました：黒に傾く点は暗い四角、白に傾く点は明るい四角で、大きいほど確かです。石の上に相手の色の四角があれば、その石は死んでいそうです。",
    ownershipHidden: "形勢判断を隠しました。",
    nothingToUndo: "戻す手はありません：対局の始まりです。",
    undone: (m, turn) => `戻しました：${m ? named(m) : "直前の操作"}。${color(turn)}の番。`,
    notResumable: "対局の再開は、双方がパスした後にだけできます。",
    resumed: (turn) => `対局を再開：${color(turn)}の番。打ち続けて生き死にを決めます。`,
    repeated: (move, count, limit) =>
      `盤面全体が${move === 0 ? "初形" : `${move} 手目の後`}と同じ形になりました（${count} 回目）。` +
      (count + 1 >= limit ? "もう一度現れると無勝負で終わります。" : `${limit} 回目で無勝負で終わります。`) +
      "双方の合意で今すぐ無勝負にもできます。",
    agreedNoResult: "同形反復の中、双方が無勝負に合意しました。",
    notRepeating: "無勝負を宣言できるのは、盤面全体が繰り返されているときだけです（単純コウのルール）。",
    end,
    refusal,
    turnHeadline: (turn) => `${color(turn)}の番`,
    countingHeadline: (r) => (r ? `整地：${r}` : "整地"),
    overHeadline: (r) => `対局終了：${r ?? ""}`,
    moveNumber: (n) => `${n} 手目`,
    repetitionStatus: (count, limit) => `同形反復：${count}/${limit}`,
    commonSizes: "よく使う大きさ",
    anySize: "その他の大きさ",
    sizeOption: (n) => `${n} 路`,
    evenGame: "なし（互先）",
    handicapOption: (n) => `${n} 子`,
    rulesNote(r) {
      const counting = r.scoring === "area" ? "数子法（石と囲んだ点）" : "計目法（囲んだ点とアゲハマ）";
      const ko = r.ko === "simple" ? `単純なコウ、同一局面が ${r.repetitionLimit} 回現れると無勝負` : r.ko === "positional" ? "同一局面の再現を禁止" : "同じ手番での同一局面の再現を禁止";
      const parts = [counting, ko, r.suicide ? "複数の石の自殺手を許す" : "自殺手は禁止"];
      if (r.tieToBlack) parts.push("同数は黒の勝ち");
      return `${RULES[r.name]}：${parts.join("、")}。既定のコミ ${decimal(r.komi)}。`;
    },
    komiInvalid: "コミは 6.5 や 7 のように、整数か半目の数にしてください。",
    count: {
      stones: "石",
      surrounded: "囲んだ点",
      territory: "地",
      prisoners: "アゲハマ",
      komi: "コミ",
      compensation: "置き石補正",
      total: "合計",
    },
    result,
    page: {
      title: "tengen · ブラウザで碁を打つ",
      tagline: "囲碁 · 圍棋 · 바둑 · Go — 空の盤から整地まで。",
      skip: "碁盤へ移動",
      loading: "ルールエンジンを読み込み中…",
      language: "言語",
      captures: "アゲハマ",
      capturedBy: (p) => `${color(p)}が取った石`,
      moves: "着手",
      pass: "パス",
      undo: "一手戻す",
      resign: "投了",
      resume: "対局を再開",
      noResult: "無勝負にする",
      countTitle: "整地",
      countHint: "死に石は双方の合意が必要です。合わなければ対局を再開し、中国ルールのように盤上で決着をつけます。",
      suggest: "死に石を提案",
      ownership: "形勢判断",
      hint: "ヒント",
      winrate: "勝率グラフ",
      analyse: "この棋譜を解析",
      review: "振り返り",
      reviewing: "振り返りを計算中…",
      reviewNone: "大きく損をした手はありませんでした。",
      reviewStep: (i, n, k, c, played, lost, preferred, w) => `${i}/${n}：${k} 手目、${c === "black" ? "黒" : "白"}の ${played} で ${lost}% 損をしました。コンピューターの推奨は ${preferred}（${w}%）。`,
      reviewPoints: (i, n, k, c, played, lost, preferred, lead) => `${i}/${n}：${k} 手目、${c === "black" ? "黒" : "白"}の ${played} で ${lost} 目損をしました。より良い手は ${preferred}（リード ${lead}）、その後の変化を盤上に番号で示します。`,
      reviewAccuracy: (b, w) => `正確さ：黒 ${b}%、白 ${w}%。`,
      legend: { black: "黒の", white: "白の地", dame: "ダメ", seki: "セキ", dead: "薄い石は死に石" },
      overTitle: "対局終了",
      newGame: "新しい対局",
      size: "盤",
      rules: "ルール",
      komi: "コミ",
      handicap: "置き石",
      start: "新しい対局を始める",
      helpTitle: "打ち方",
      help: [
        "交点をクリックかタップして打ちます。薄い石は打てる場所を示し、盤の下にその手の名前が出ます。",
        "石を指すと、その一団のダメ（呼吸点）が見えます。",
        "キーボード：盤を選び、{{←}}{{↑}}{{→}}{{↓}} で移動、{{Enter}} で打つ。{{P}} でパス、{{U}} で一手戻す。",
        "続けて二回パスすると対局が終わり、整地が始まります。",
      ],
      recordTitle: "ここまでの棋譜",
      noMoves: "まだ手はありません。",
      passed: "パス",
      hoverAt: (name) => `${name}：`,
      hoverNothing: "特に名前はない",
      explain: "数え方を見る",
      explainTitle: "どう数えたか",
      previous: "前へ",
      next: "次へ",
      close: "閉じる",
      stepOf: (i, n) => `${n} 段階中 ${i}`,
      opponent: "相手",
      person: "人",
      computer: "コンピューター",
      bot: {
        level: "レベル",
        plays: "コンピューターの石",
        levels: ["初心者", "入門者", "気軽な打ち手", "上達中", "中級", "安定した打ち手", "強い打ち手", "さらに強い", "とても強い", "全力"],
        black: "黒",
        white: "白",
        random: "ランダム",
        thinking: "コンピューターが考えています…",
        playNow: "すぐ打つ",
        loading: "コンピューターのネットワークを読み込んでいます…",
        agrees: "コンピューターは印の付いた死に石に同意します。",
        name: (level) => `tengen（レベル ${level}）`,
      },
      record: {
        heading: "棋譜ファイル（SGF）",
        open: "SGF を開く…",
        save: "SGF を保存",
        dropOrPaste: "ファイルをページにドロップするか、棋譜を貼り付けることもできます。",
        browse: "棋譜をたどる",
        first: "最初の局面",
        previous: "前の手",
        next: "次の手",
        last: "最後の手",
        firstTip: "最初へ (Home)",
        previousTip: "前へ (←)",
        nextTip: "次へ (→)",
        lastTip: "最後へ (End)",
        variations: "変化図（{{↑}} {{↓}}）。盤上に打つと変化を加えます。",
        position: (n, m) => (m ? `${n} 手目：${named(m)}` : `${n} 手目`),
        variation: (letter, m) => `${letter}：${m ? named(m) : "着手なし"}`,
        mainLine: "本線",
        opened: (file) => `${file} を開きました。`,
        openedNodes: (file, nodes, illegal, why) =>
          `${file} を開きました：${nodes} 局面${illegal ? `（違法な手 ${illegal} 手をそのまま残しました：${why}）` : ""}。`,
        couldNotOpen: (file, why) => `${file} を開けませんでした：${why}`,
        saved: (file) => `${file} を保存しました。`,
        pasted: "貼り付けた棋譜",
      },
    },
  };
}
