// The page in Korean (한국어).
import { decimal, quarters } from "../numbers.ts";
import type { Fate, NamedMove, ResultText, Texts, Translation } from "../text.ts";
import type { Player, RulesName, Score } from "../types.ts";
import type { Words } from "./index.ts";

const RULES: Record<RulesName, string> = {
  chinese: "중국",
  japanese: "일본",
  korean: "한국",
  ing: "응씨",
  aga: "AGA",
  "new-zealand": "뉴질랜드",
  "tromp-taylor": "트롬프-테일러",
};
const color = (p: Player): string => (p === "black" ? "흑" : "백");
/** The solver's results, for the author's check. */
const RESULT: Record<Fate, string> = { alive: "삶", dead: "죽음", seki: "빅", ko: "패" };
const other = (p: Player): Player => (p === "black" ? "white" : "black");
const named = (m: NamedMove): string => (m.name ? `${color(m.color)} ${m.name}` : `${color(m.color)}의 패스`);

function end(endReason: string | null, result: string | null, rules: RulesName): string {
  if (endReason === "resignation") {
    const winner: Player = result?.startsWith("W") ? "white" : "black";
    return `${color(other(winner))} 불계패: ${color(winner)} 승 (${result ?? "R"}).`;
  }
  if (endReason === "cycle") {
    return `무승부: 판 전체의 국면이 긴 순환으로 되풀이되었습니다 (삼패 등). ${RULES[rules]} 규칙에서는 승자 없이 끝납니다 (${result ?? "Void"}).`;
  }
  return result ? `대국 종료 (${result}).` : "대국 종료.";
}

function result(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText {
  const m = score.margin;
  let headline: string;
  switch (score.winner) {
    case "black":
    case "white":
      headline = m === 0 ? `${color(score.winner)} 승: 같은 수면 흑 승` : `${color(score.winner)} ${decimal(Math.abs(m))}집 승`;
      break;
    case "draw":
      headline = "무승부";
      break;
    default:
      headline = "무효";
  }
  headline += ` (${score.result})`;
  const white = score.white + score.komi + score.handicapCompensation;
  const comp = score.handicapCompensation ? ` + 접바둑 보정 ${decimal(score.handicapCompensation)}` : "";
  const lead = m === 0 ? "차이 0" : `${m > 0 ? "흑" : "백"}이 ${decimal(Math.abs(m))}집 많음`;
  const points = `흑 ${decimal(score.black)}, 백 ${decimal(score.white)} + 덤 ${decimal(score.komi)}${comp} = ${decimal(white)}: ${lead}.`;
  let stones: string | null = null;
  const a = score.areaStones;
  if (a) {
    const verdict =
      a.margin > 0 ? `${quarters(a.margin)}점 승` : a.margin < 0 ? `${quarters(-a.margin)}점 패` : rules.tieToBlack ? "같은 수, 흑 승" : "무승부";
    stones = `돌 수로 (子): 흑 ${quarters(a.black)}점, 필요 ${quarters(a.needed)}점, ${verdict}.`;
  }
  const notes: string[] = [];
  if (rules.name === "ing") notes.push(`응씨 규칙: 흑이 덤 ${decimal(rules.komi)}점을 내고, 같은 수면 흑이 이깁니다.`);
  else if (rules.tieToBlack) notes.push("같은 수면 흑이 이깁니다.");
  if (score.seki.length) notes.push(`빅: ${score.seki.length}개의 점은 공유되어 누구의 집도 아닙니다.`);
  if (score.dame.length) notes.push(`공배: 중립의 점 ${score.dame.length}개${score.scoring === "area" ? " (계가에서 반씩 나눔)" : ""}.`);
  return { headline, points, stones, notes };
}

export function ko(words: Words): Translation {
  const refusal = (message: string, ended: string | null, info?: Parameters<Texts["refusal"]>[2]): string => {
    const sentence = info ? words.refusal(info, { lang: "ko" }) : message;
    return ended ? `${ended} ${sentence}` : sentence;
  };
  return {
    rules: RULES,
    color,
    boardRole: "바둑판",
    winrateGraph: (b, n) => (b === null ? "승률 그래프" : `승률 그래프: ${n}수 뒤 흑 ${b}%`),
    winrateLegend: (b, n) => (b === null ? "흑의 승률" : `흑의 승률: ${n}수 뒤 ${b} %`),
    leadLegend: (l, s) => `점선은 흑의 집 차이(위아래 끝이 ±${s}집)${l === null ? "" : `: ${l}`}`,
    hintLegend: (m, best, c) => `힌트: 표시된 수의 숫자는 그 수를 둘 때 ${m === "black" ? "흑" : "백"}의 승률입니다. 가장 좋은 수는 ${best}(${c} %)입니다.`,
    hintLead: (m, leads) => `${m === "black" ? "흑" : "백"}의 예상 집 차이: ${leads.join(", ")}.`,
    netLoading: "컴퓨터의 신경망을 불러오는 중…",
    proof: {
      checking: "솔버가 이 수를 읽고 있습니다…",
      alsoCorrect: "이것도 정답(증명됨): 기보에 없는 수지만 최선과 같은 결과입니다.",
      refuted: (by, r, n, name, shape) =>
        `${color(by)}${{ dead: "이 잡습니다", alive: "이 삽니다", seki: "이 빅으로 만듭니다", ko: "이 패로 만듭니다" }[r]}: ` +
        (name ? `${n} ${name}${shape ? `(${shape})` : ""}로.` : "둘 필요도 없습니다."),
      check: "출제자 검사",
      checkingRecord: "솔버가 기보의 답을 검증하고 있습니다…",
      clean: "증명이 기보의 답과 일치합니다.",
      finding: (k, p, reply, r) =>
        ({
          "correct-refuted": `${p ?? "패스"}는 정답으로 표시되어 있지만 증명은 이를 반박합니다${reply ? `(응수 ${reply})` : ""}.`,
          "wrong-works": `${p ?? "패스"}는 오답으로 표시되어 있지만 성립합니다(증명됨).`,
          "no-refutation": `${p ?? "패스"}는 실패하는 수지만 기보에 반박이 없습니다.`,
          "no-result": `기보에 정답 표시가 없습니다. 증명: ${r ? RESULT[r] : "?"}${p ? `, 최선은 ${p}` : ""}.`,
          unknown: `${p ?? "이 문제"}는 예산 안에 증명되지 않았습니다.`,
        })[k],
    },
    boardFallback: "바둑판입니다. 화살표 키로 커서를 옮기고, Enter로 두고, P로 패스, U로 한 수 무릅니다.",
    logLabel: "착수",
    destroyed: "이 바둑판은 페이지에서 제거되었습니다.",
    boardLabel: (w, h, status) => `${w}×${h} 바둑판. ${status}`,
    playStatus: (turn, n) => (n === 0 ? `${color(turn)} 차례, 첫 수.` : `${color(turn)} 차례, ${n}수 뒤.`),
    countingStatus: "양쪽 패스: 계가 중.",
    boardSummary: (w, h, rules, komi) => `${w}×${h} 판, ${RULES[rules]} 규칙, 덤 ${decimal(komi)}.`,
    stoneList: (c, names) => `${color(c)} 돌 (${names.length}): ${names.join(", ") || "없음"}.`,
    lastMove: (m) => `마지막 수: ${color(m.color)} ${m.name ?? "패스"}.`,
    koNote: (turn, name) => `패: ${color(turn)}은 지금 ${name}에 둘 수 없습니다.`,
    variationOf: (n, of) => `변화 ${of}개 중 ${n}번째.`,
    nextMoves: (m) => `변화 ${m.length}개: ${m.join(", ")}.`,
    markList: (m) => `표시: ${m.map(([k, n, t]) => (t ? `${t}(${n})` : `${{ circle: "원", square: "사각형", triangle: "삼각형", cross: "엑스" }[k as "circle"]} ${n}`)).join(", ")}.`,
    cursor(name, turn, what) {
      if (what.kind === "stone") {
        const dead = what.dead ? " (죽은 돌)" : "";
        return `${name}, ${color(what.color)} 돌${dead}. ${what.stones}점이 이어진 돌, 활로 ${what.liberties}.`;
      }
      if (what.playable === "yes") return `${name}, 빈 점. Enter로 ${color(turn)}이 둡니다.`;
      if (what.playable === "no") return `${name}, 빈 점: ${what.why ? refusal(what.why.message, null, what.why) : "둘 수 없습니다."}`;
      return `${name}, 빈 점.`;
    },
    libertyBadge: (n, cjk) => (cjk ? `활로 ${n}` : String(n)),
    newGame(w, h, rules, komi, handicap) {
      const stones = handicap >= 2 ? `, ${handicap}점 접바둑, 백부터` : "";
      return `새 대국: ${w}×${h}, ${RULES[rules]} 규칙, 덤 ${decimal(komi)}${stones}.`;
    },
    move: (c, name, captured) => `${color(c)} ${name}${captured > 0 ? `, ${captured}점 따냄` : ""}.`,
    pass: (c) => `${color(c)} 패스.`,
    countingStarted:
      "양쪽이 패스했습니다: 계가합니다. 죽은 돌을 고칠 때마다 결과가 바로 바뀝니다. 의견이 다르면 대국을 다시 시작해 판 위에서 가립니다.",
    countingRefusal: "양쪽이 패스하여 계가 중입니다. 계속하려면 대국을 다시 시작하거나 마지막 패스를 무르세요.",
    notAStone: "돌을 클릭하면 그 돌 무리의 사활을 바꿉니다.",
    wrongAnswer: "오답: 기보에 이 수는 없습니다.",
    pointNames: { tengen: "천원", star: "화점" },
    bar: { first: "첫 국면", previous: "이전 수", next: "다음 수", last: "마지막 수", up: "이전 변화도", down: "다음 변화도", retry: "다시 하기", pass: "패스" },
    markChain: (c, name, n, dead, r) => `${name}의 ${color(c)} 돌 무리 (${n}점)를 ${dead ? "죽은 돌" : "산 돌"}로 표시했습니다.` + (r ? ` ${r}.` : ""),
    suggested: (n, r) =>
      n === 0
        ? "엔진이 죽은 돌을 찾지 못했습니다. 돌을 클릭하거나 탭하여 죽은 돌로 표시할 수 있습니다."
        : `엔진의 제안: 죽은 돌 ${n}점. 클릭하거나 탭하여 고칠 수 있습니다.` + (r ? ` ${r}.` : ""),
    restored: (n) => `이 브라우저에 저장된 대국을 ${n}수째부터 이어 갑니다.`,
    savedUnreadable: "이 브라우저에 저장된 대국을 읽을 수 없어 새 대국을 시작했습니다.",
    ownershipShown: "형세 판단을 표시합니다: 어두운 네모는 흑, 밝은 네모는 백 쪽이며 클수록 확실합니다. 돌 위에 상대 색 네모가 있으면 그 돌은 죽은 것 같습니다.",
    ownershipHidden: "형세 판단을 숨겼습니다.",
    nothingToUndo: "무를 수가 없습니다: 대국의 시작입니다.",
    undone: (m, turn) => `물렀습니다: ${m ? named(m) : "마지막 동작"}. ${color(turn)} 차례.`,
    notResumable: "대국은 양쪽이 패스한 뒤에만 다시 시작할 수 있습니다.",
    resumed: (turn) => `대국 재개: ${color(turn)} 차례. 계속 두어 사활을 가립니다.`,
    repeated: (move, count, limit) =>
      `판 전체가 ${move === 0 ? "처음" : `${move}수 뒤`}의 모양으로 다시 돌아왔습니다(${count}번째). ` +
      (count + 1 >= limit ? "한 번 더 나오면 무효 대국으로 끝납니다." : `${limit}번째에는 무효 대국으로 끝납니다.`) +
      " 양쪽이 합의하면 지금 무효 대국으로 할 수도 있습니다.",
    agreedNoResult: "같은 모양이 반복되는 중에 양쪽이 무효 대국에 합의했습니다.",
    notRepeating: "무효 대국은 판 전체의 모양이 반복될 때만 선언할 수 있습니다(단순 패 규칙).",
    end,
    refusal,
    turnHeadline: (turn) => `${color(turn)} 차례`,
    countingHeadline: (r) => (r ? `계가: ${r}` : "계가"),
    overHeadline: (r) => `대국 종료: ${r ?? ""}`,
    moveNumber: (n) => `${n}수`,
    repetitionStatus: (count, limit) => `동형 반복: ${count}/${limit}`,
    commonSizes: "자주 쓰는 크기",
    anySize: "다른 크기",
    sizeOption: (n) => `${n}줄`,
    evenGame: "없음 (호선)",
    handicapOption: (n) => `${n}점`,
    rulesNote(r) {
      const counting = r.scoring === "area" ? "계가 (돌과 둘러싼 점)" : "집 계산 (둘러싼 점과 사석)";
      const ko = r.ko === "simple" ? `단순 패, 같은 국면이 ${r.repetitionLimit}번 나오면 무효 대국` : r.ko === "positional" ? "같은 국면의 반복 금지" : "같은 차례의 같은 국면 반복 금지";
      const parts = [counting, ko, r.suicide ? "여러 점의 자살수 허용" : "자살수 금지"];
      if (r.tieToBlack) parts.push("같은 수면 흑 승");
      return `${RULES[r.name]} 규칙: ${parts.join("; ")}. 기본 덤 ${decimal(r.komi)}.`;
    },
    komiInvalid: "덤은 6.5나 7처럼 정수 또는 반집 단위여야 합니다.",
    count: {
      stones: "돌",
      surrounded: "둘러싼 점",
      territory: "집",
      prisoners: "사석",
      komi: "덤",
      compensation: "접바둑 보정",
      total: "합계",
    },
    result,
    page: {
      title: "tengen · 브라우저에서 바둑 두기",
      tagline: "바둑 · 圍棋 · 囲碁 · Go — 빈 판에서 계가까지.",
      skip: "바둑판으로 건너뛰기",
      loading: "규칙 엔진을 불러오는 중…",
      language: "언어",
      captures: "따낸 돌",
      capturedBy: (p) => `${color(p)}이 따낸 돌`,
      moves: "착수",
      pass: "패스",
      undo: "무르기",
      resign: "불계",
      resume: "대국 재개",
      noResult: "무효 대국 선언",
      countTitle: "계가",
      countHint: "죽은 돌은 양쪽이 합의해야 하며, 다르면 대국을 다시 시작해 중국 규칙처럼 판 위에서 가립니다.",
      suggest: "죽은 돌 제안",
      ownership: "형세 판단",
      hint: "힌트",
      winrate: "승률 그래프",
      analyse: "이 기보 분석",
      review: "복기",
      reviewing: "복기를 계산하는 중…",
      reviewNone: "크게 손해 본 수가 없습니다.",
      reviewStep: (i, n, k, c, played, lost, preferred, w) => `${i}/${n}: ${k}수째 ${c === "black" ? "흑" : "백"} ${played}, ${lost}% 손해. 컴퓨터의 추천은 ${preferred} (${w}%).`,
      reviewPoints: (i, n, k, c, played, lost, preferred, lead) => `${i}/${n}: ${k}수째 ${c === "black" ? "흑" : "백"} ${played}, ${lost}집 손해. 더 좋은 수는 ${preferred} (집 차이 ${lead}), 이어지는 수순은 판 위에 번호로 표시합니다.`,
      reviewAccuracy: (b, w) => `정확도: 흑 ${b}%, 백 ${w}%.`,
      legend: { black: "흑의", white: "백의 집", dame: "공배", seki: "빅", dead: "흐린 돌은 죽은 돌" },
      overTitle: "대국 종료",
      newGame: "새 대국",
      size: "판",
      rules: "규칙",
      komi: "덤",
      handicap: "접바둑",
      start: "새 대국 시작",
      helpTitle: "두는 법",
      help: [
        "점을 클릭하거나 탭하면 둡니다. 흐린 돌은 둘 수 있는 곳을 보여 주고, 판 아래에 그 수의 이름이 나옵니다.",
        "돌을 가리키면 그 돌 무리의 활로(氣)가 보입니다.",
        "키보드: 판을 선택한 뒤 {{←}}{{↑}}{{→}}{{↓}}로 움직이고, {{Enter}}로 둡니다. {{P}}는 패스, {{U}}는 무르기.",
        "두 번 연달아 패스하면 대국이 끝나고 계가가 시작됩니다.",
      ],
      recordTitle: "지금까지의 기보",
      noMoves: "아직 둔 수가 없습니다.",
      passed: "패스",
      hoverAt: (name) => `${name}:`,
      hoverNothing: "특별한 이름 없음",
      explain: "계가 과정 보기",
      explainTitle: "어떻게 계가했나",
      previous: "이전",
      next: "다음",
      close: "닫기",
      stepOf: (i, n) => `${n}단계 중 ${i}`,
      opponent: "상대",
      person: "사람",
      computer: "컴퓨터",
      bot: {
        level: "수준",
        plays: "컴퓨터의 돌",
        levels: ["초보자", "입문자", "가볍게 두는 사람", "실력이 느는 중", "중급", "안정된 기사", "강한 기사", "더 강한 기사", "아주 강한 기사", "최대 실력"],
        black: "흑",
        white: "백",
        random: "무작위",
        thinking: "컴퓨터가 생각하고 있습니다…",
        playNow: "지금 두기",
        loading: "컴퓨터의 신경망을 불러오는 중…",
        agrees: "컴퓨터는 표시된 죽은 돌에 동의합니다.",
        name: (level) => `tengen (수준 ${level})`,
      },
      record: {
        heading: "기보 파일 (SGF)",
        open: "SGF 열기…",
        save: "SGF 저장",
        dropOrPaste: "파일을 페이지에 끌어 놓거나 기보를 붙여 넣어도 됩니다.",
        browse: "기보 넘겨 보기",
        first: "첫 국면",
        previous: "이전 수",
        next: "다음 수",
        last: "마지막 수",
        firstTip: "처음으로 (Home)",
        previousTip: "이전 (←)",
        nextTip: "다음 (→)",
        lastTip: "마지막으로 (End)",
        variations: "변화도 ({{↑}} {{↓}}). 판 위에 두면 변화가 추가됩니다.",
        position: (n, m) => (m ? `${n}수: ${named(m)}` : `${n}수`),
        variation: (letter, m) => `${letter}: ${m ? named(m) : "수 없음"}`,
        mainLine: "본선",
        opened: (file) => `${file}을(를) 열었습니다.`,
        openedNodes: (file, nodes, illegal, why) =>
          `${file}을(를) 열었습니다: 국면 ${nodes}개${illegal ? ` (규칙에 어긋나는 수 ${illegal}개를 그대로 두었습니다: ${why})` : ""}.`,
        couldNotOpen: (file, why) => `${file}을(를) 열 수 없습니다: ${why}`,
        saved: (file) => `${file}을(를) 저장했습니다.`,
        pasted: "붙여 넣은 기보",
      },
    },
  };
}
