//! Names and descriptions of the terms, in the order of `Term::ALL`, each in
//! zh-Hant, zh-Hans, ja, ko, en. Two tables, so that a build that shows names only
//! (the WebAssembly module) carries no descriptions.

use super::Five;

/// The names, written `(id, zh-Hant, zh-Hans, ja, ko, en)`: [`NAMES`] holds them as
/// one text, each name ended by a NUL (200 names, no table of 200 string slices in
/// the module), and [`IDS`] the ids, for the tests and the texts module's generator.
macro_rules! names {
    ($(($id:literal, $a:literal, $b:literal, $c:literal, $d:literal, $e:literal),)*) => {
        /// Every term's five names, in the order of `Term::ALL` and then of `Lang::ALL`,
        /// each ended by a NUL.
        pub(super) static NAMES: &str = concat!($($a, "\0", $b, "\0", $c, "\0", $d, "\0", $e, "\0",)*);
        /// The id of the term of each five names of [`NAMES`].
        #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
        pub(super) static IDS: [&str; [$($id),*].len()] = [$($id),*];
    };
}

names! {
    ("ko", "劫", "劫", "コウ", "패", "Ko"),
    ("capture", "提", "提", "取り", "따냄", "Capture"),
    ("atari", "打吃", "打吃", "アタリ", "단수", "Atari"),
    ("fill-liberty", "緊氣", "紧气", "ダメヅメ", "수 메우기", "Filling a liberty"),
    ("double-tiger", "雙虎", "双虎", "両カケツギ", "양호구", "Double tiger"),
    ("upper-tiger", "上虎", "上虎", "上向きのカケツギ", "위쪽 호구", "Tiger facing the centre"),
    ("lower-tiger", "下虎", "下虎", "下向きのカケツギ", "아래쪽 호구", "Tiger facing the edge"),
    ("tiger", "虎", "虎", "カケツギ", "호구 이음", "Tiger"),
    ("tigers-mouth", "虎口", "虎口", "虎の口", "호구", "Into the tiger's mouth"),
    ("kosumi-tsuke", "尖頂", "尖顶", "コスミツケ", "마늘모 붙임", "Kosumi-tsuke"),
    ("kosumi", "尖", "尖", "コスミ", "마늘모", "Kosumi"),
    ("nose-bump", "鼻頂", "鼻顶", "ハナヅケ", "코붙임", "Nose bump"),
    ("bump", "頂", "顶", "ブツカリ", "치받음", "Bump"),
    ("hane", "扳", "扳", "ハネ", "젖힘", "Hane"),
    ("block", "擋", "挡", "オサエ", "막음", "Block"),
    ("crawl", "爬", "爬", "ハイ", "기어감", "Crawl"),
    ("extend", "長", "长", "ノビ", "뻗음", "Extend"),
    ("descend", "立", "立", "サガリ", "내려섬", "Descend"),
    ("side-by-side", "並", "并", "ナラビ", "나란히", "Side by side"),
    ("push-through", "衝", "冲", "デ", "찌름", "Push through"),
    ("one-point-jump", "關", "关", "一間トビ", "한 칸 뜀", "One-point jump"),
    ("jump", "跳", "跳", "トビ", "뜀", "Jump"),
    ("knights-move", "小飛", "小飞", "ケイマ", "날일자", "Knight's move"),
    ("elephant-step", "象步飛", "象步飞", "ハザマトビ", "밭전자", "Elephant's step"),
    ("large-knights-move", "大飛", "大飞", "大ゲイマ", "눈목자", "Large knight's move"),
    ("cap", "鎮", "镇", "ボウシ", "씌움", "Cap"),
    ("knights-approach", "小飛掛", "小飞挂", "小ゲイマガカリ", "날일자 걸침", "Knight's approach"),
    ("large-knights-approach", "大飛掛", "大飞挂", "大ゲイマガカリ", "눈목자 걸침", "Large knight's approach"),
    ("one-space-low-approach", "一間低掛", "一间低挂", "一間低ガカリ", "한 칸 낮은 걸침", "One-space low approach"),
    ("one-space-high-approach", "一間高掛", "一间高挂", "一間高ガカリ", "한 칸 높은 걸침", "One-space high approach"),
    ("two-space-low-approach", "二間低掛", "二间低挂", "二間低ガカリ", "두 칸 낮은 걸침", "Two-space low approach"),
    ("two-space-high-approach", "二間高掛", "二间高挂", "二間高ガカリ", "두 칸 높은 걸침", "Two-space high approach"),
    ("low-approach", "低掛", "低挂", "低いカカリ", "낮은 걸침", "Low approach"),
    ("high-approach", "高掛", "高挂", "高いカカリ", "높은 걸침", "High approach"),
    ("approach", "掛", "挂", "カカリ", "걸침", "Approach"),
    ("counter-pincer", "反夾", "反夹", "ハサミ返し", "역협공", "Counter-pincer"),
    ("pincer", "夾", "夹", "ハサミ", "협공", "Pincer"),
    ("cut", "斷", "断", "キリ", "끊음", "Cut"),
    ("tsukekoshi", "跨", "跨", "ツケコシ", "건너붙임", "Tsukekoshi"),
    ("contact", "碰", "碰", "ツケ", "붙임", "Contact"),
}

/// The names of the named points, in the order of `PointName::ALL` and then of
/// `Lang::ALL`, each ended by a NUL: 天元 (the centre point) and 星 (a star point).
pub(super) static POINT_NAMES: &str = concat!(
    "天元\0天元\0天元\0천원\0Tengen, the centre point\0",
    "星\0星\0星\0화점\0Star point\0",
);

/// One line on each term.
pub(super) static DESCRIPTIONS: [Five; 40] = [
    // ko
    [
        "以單子提掉對方一子而自身只剩一氣，對方不能立即提回。",
        "以单子提掉对方一子而自身只剩一气，对方不能立即提回。",
        "一子を取った石がアタリのまま残る形。相手はすぐには取り返せない。",
        "한 점을 따낸 돌이 단수로 남는 모양. 상대는 곧바로 되따낼 수 없다.",
        "Takes one stone with a lone stone left in atari; the other side may not take back at once.",
    ],
    // capture
    [
        "佔據對方棋子的最後一口氣，將其提出盤外。",
        "占据对方棋子的最后一口气，将其提出盘外。",
        "相手の石の最後のダメを詰めて盤上から取り上げる。",
        "상대 돌의 마지막 활로를 막아 판 위에서 들어낸다.",
        "Takes the last liberty of opposing stones and removes them.",
    ],
    // atari
    [
        "使對方棋子只剩一口氣。",
        "使对方棋子只剩一口气。",
        "相手の石のダメを一つにする。",
        "상대 돌의 활로를 하나만 남긴다.",
        "Leaves opposing stones with a single liberty.",
    ],
    // fill-liberty
    [
        "緊住對方棋子的氣，使其只剩兩口氣。",
        "紧住对方棋子的气，使其只剩两口气。",
        "相手の石のダメを詰め、残りを二つにする。",
        "상대 돌의 활로를 메워 둘만 남긴다.",
        "Takes a liberty from opposing stones, leaving them two.",
    ],
    // double-tiger
    [
        "一手棋同時形成兩個虎口。",
        "一手棋同时形成两个虎口。",
        "一手で二つの虎の口を同時に作る。",
        "한 수로 호구 두 개를 동시에 만든다.",
        "One move makes two tiger's mouths at once.",
    ],
    // upper-tiger
    [
        "虎口朝向中央的虎。",
        "虎口朝向中央的虎。",
        "虎の口が中央を向くカケツギ。",
        "호구의 입이 중앙을 향하는 호구 이음.",
        "A tiger whose mouth opens toward the centre.",
    ],
    // lower-tiger
    [
        "虎口朝向邊角的虎。",
        "虎口朝向边角的虎。",
        "虎の口が辺や隅を向くカケツギ。",
        "호구의 입이 변이나 귀를 향하는 호구 이음.",
        "A tiger whose mouth opens toward the edge or the corner.",
    ],
    // tiger
    [
        "在尖形二子上再下一子成「品」字，三面圍住一個空點（虎口）。",
        "在尖形二子上再下一子成“品”字，三面围住一个空点（虎口）。",
        "コスミの二子に一子を加え、空点（虎の口）を三方から囲む。",
        "마늘모 두 점에 한 점을 더해 빈 점(호구)을 세 방향에서 감싼다.",
        "Adds a third stone to a diagonal pair, enclosing an empty point (the mouth) on three sides.",
    ],
    // tigers-mouth
    [
        "下在對方的虎口裡，三面都是對方的棋子。",
        "下在对方的虎口里，三面都是对方的棋子。",
        "相手の虎の口に打ち込む手。三方を相手の石に囲まれる。",
        "상대의 호구 안에 두는 수. 세 방향이 상대 돌이다.",
        "A stone played into the opponent's tiger's mouth, touching three opposing stones.",
    ],
    // kosumi-tsuke
    [
        "尖的同時頂住對方的棋子。",
        "尖的同时顶住对方的棋子。",
        "コスミながら相手の石にツケる手。",
        "마늘모로 두면서 상대 돌에 붙이는 수.",
        "A diagonal step that lands against an opposing stone.",
    ],
    // kosumi
    [
        "在己方棋子的斜向一路行棋，不會被切斷（小尖無惡手）。",
        "在己方棋子的斜向一路行棋，不会被切断（小尖无恶手）。",
        "自分の石から斜め一路に打つ手。切られない。",
        "자기 돌에서 대각선으로 한 칸 두는 수. 끊기지 않는다.",
        "A diagonal step from an own stone; it cannot be cut.",
    ],
    // nose-bump
    [
        "在對方方形棋子正前方的頂。",
        "在对方方形棋子正前方的顶。",
        "相手の四子の方形の真正面に打つブツカリ。",
        "상대의 네모난 네 점 바로 앞을 치받는 수.",
        "A bump right in front of an opposing square of four stones.",
    ],
    // bump
    [
        "迎頭頂住對方棋子的行進方向。",
        "迎头顶住对方棋子的行进方向。",
        "相手の石の進む先に正面からぶつかる手。",
        "상대 돌이 나아가는 머리를 정면으로 치받는 수.",
        "Plays head-on against the head of an opposing line.",
    ],
    // hane
    [
        "從與對方接觸的己子斜行，繞到對方棋子的頭上或旁邊。",
        "从与对方接触的己子斜行，绕到对方棋子的头上或旁边。",
        "接触している相手の石の頭や脇に斜めに回り込む手。",
        "맞닿은 상대 돌의 머리나 옆으로 비스듬히 돌아가는 수.",
        "A diagonal step that wraps around an opposing stone in contact.",
    ],
    // block
    [
        "靠著己方棋子擋住對方的去路。",
        "靠着己方棋子挡住对方的去路。",
        "自分の石に支えられて相手の進路を止める手。",
        "자기 돌에 기대어 상대의 진로를 막는 수.",
        "Stands in an opposing stone's way, in contact, leaning on own stones.",
    ],
    // crawl
    [
        "在對方壓迫下沿一、二線長。",
        "在对方压迫下沿一、二线长。",
        "相手の石の下で一線や二線をはう手。",
        "상대 돌 아래에서 1선이나 2선을 따라 기어가는 수.",
        "Extends along the first or second line under opposing stones.",
    ],
    // extend
    [
        "緊靠己方棋子向前延伸。",
        "紧靠己方棋子向前延伸。",
        "自分の石からまっすぐ伸びる手。",
        "자기 돌에서 곧게 뻗는 수.",
        "A straight step on from an own stone.",
    ],
    // descend
    [
        "緊靠己方棋子向邊線方向長。",
        "紧靠己方棋子向边线方向长。",
        "自分の石から辺に向かって下がる手。",
        "자기 돌에서 변 쪽으로 내려서는 수.",
        "A step from an own stone down toward the edge.",
    ],
    // side-by-side
    [
        "在己方棋子旁邊同一線上緊挨著下子。",
        "在己方棋子旁边同一线上紧挨着下子。",
        "自分の石の隣に同じ線で並べる手。",
        "자기 돌 옆에 같은 줄로 나란히 두는 수.",
        "Plays right beside an own stone, on the same line.",
    ],
    // push-through
    [
        "從己方棋子衝進對方關形中間的空點。",
        "从己方棋子冲进对方关形中间的空点。",
        "自分の石から相手の一間トビの間に出る手。",
        "자기 돌에서 상대 한 칸 뜀의 사이로 찌르는 수.",
        "Pushes from an own stone into the gap of an opposing one-point jump.",
    ],
    // one-point-jump
    [
        "與己方棋子隔一路，向寬闊處行棋。",
        "与己方棋子隔一路，向宽阔处行棋。",
        "自分の石から一路空けて広い方へトブ手。",
        "자기 돌에서 한 칸 띄어 넓은 쪽으로 뛰는 수.",
        "Jumps one point from an own stone into open space.",
    ],
    // jump
    [
        "戰鬥中與己方棋子隔一路行棋：在接觸戰中，或從被對方包圍的弱子逃出。",
        "战斗中与己方棋子隔一路行棋：在接触战中，或从被对方包围的弱子逃出。",
        "戦いの中の一間トビ。相手の石と接して、または囲まれた弱い石から逃げ出す。",
        "싸움 속의 한 칸 뜀. 상대 돌과 맞닿아, 또는 둘러싸인 약한 돌에서 빠져나온다.",
        "A one-point jump in a fight: in contact with opposing stones, or out of a weak stone they hem in.",
    ],
    // knights-move
    [
        "在己方棋子「日」字形的對角行棋，也叫飛。",
        "在己方棋子“日”字形的对角行棋，也叫飞。",
        "自分の石から「日」の字の対角に打つ手。",
        "자기 돌에서 날 일(日) 자의 대각으로 두는 수.",
        "Plays at the far corner of a 日 from an own stone: one by two.",
    ],
    // elephant-step
    [
        "在己方棋子「田」字形的對角行棋。",
        "在己方棋子“田”字形的对角行棋。",
        "自分の石から「田」の字の対角に打つ手。",
        "자기 돌에서 밭 전(田) 자의 대각으로 두는 수.",
        "Plays at the far corner of a 田 from an own stone: two by two.",
    ],
    // large-knights-move
    [
        "在己方棋子「目」字形的對角行棋。",
        "在己方棋子“目”字形的对角行棋。",
        "自分の石から「目」の字の対角に打つ手。",
        "자기 돌에서 눈 목(目) 자의 대각으로 두는 수.",
        "Plays at the far corner of a 目 from an own stone: one by three.",
    ],
    // cap
    [
        "下在對方棋子向中腹關起的位置。",
        "下在对方棋子向中腹关起的位置。",
        "相手の石の中央側、一間トビの位置に打つ手。",
        "상대 돌의 중앙 쪽, 한 칸 뛴 자리에 두는 수.",
        "Plays a one-point jump away from an opposing stone, on its side toward the centre.",
    ],
    // knights-approach
    [
        "在角上棋子小飛位置的掛角。",
        "在角上棋子小飞位置的挂角。",
        "隅の石に小ゲイマの位置からカカる手。",
        "귀의 돌에 날일자 자리로 거는 걸침.",
        "An approach a knight's move from the corner stone.",
    ],
    // large-knights-approach
    [
        "在角上棋子大飛位置的掛角。",
        "在角上棋子大飞位置的挂角。",
        "隅の石に大ゲイマの位置からカカる手。",
        "귀의 돌에 눈목자 자리로 거는 걸침.",
        "An approach a large knight's move from the corner stone.",
    ],
    // one-space-low-approach
    [
        "在三線上與角上棋子隔一路的掛角。",
        "在三线上与角上棋子隔一路的挂角。",
        "三線で隅の石から一間空けたカカリ。",
        "3선에서 귀의 돌과 한 칸 띄운 걸침.",
        "An approach on the third line, one point from the corner stone in line with it.",
    ],
    // one-space-high-approach
    [
        "在四線上與角上棋子隔一路的掛角。",
        "在四线上与角上棋子隔一路的挂角。",
        "四線で隅の石から一間空けたカカリ。",
        "4선에서 귀의 돌과 한 칸 띄운 걸침.",
        "An approach on the fourth line, one point from the corner stone in line with it.",
    ],
    // two-space-low-approach
    [
        "在三線上與角上棋子隔兩路的掛角。",
        "在三线上与角上棋子隔两路的挂角。",
        "三線で隅の石から二間空けたカカリ。",
        "3선에서 귀의 돌과 두 칸 띄운 걸침.",
        "An approach on the third line, two points from the corner stone in line with it.",
    ],
    // two-space-high-approach
    [
        "在四線上與角上棋子隔兩路的掛角。",
        "在四线上与角上棋子隔两路的挂角。",
        "四線で隅の石から二間空けたカカリ。",
        "4선에서 귀의 돌과 두 칸 띄운 걸침.",
        "An approach on the fourth line, two points from the corner stone in line with it.",
    ],
    // low-approach
    [
        "在三線上的掛角。",
        "在三线上的挂角。",
        "三線からのカカリ。",
        "3선에서 거는 걸침.",
        "An approach on the third line.",
    ],
    // high-approach
    [
        "在四線上的掛角。",
        "在四线上的挂角。",
        "四線からのカカリ。",
        "4선에서 거는 걸침.",
        "An approach on the fourth line.",
    ],
    // approach
    [
        "佈局時在對方佔角的單子附近行棋，與對方分角。",
        "布局时在对方占角的单子附近行棋，与对方分角。",
        "布石で相手の隅の一子に近づき、隅を分け合う手。",
        "포석에서 상대가 차지한 귀의 한 점에 다가가 귀를 나누는 수.",
        "Plays near a lone opposing corner stone in the opening, to share the corner.",
    ],
    // counter-pincer
    [
        "己方棋子被夾時，從另一側反過來夾住夾它的棋子。",
        "己方棋子被夹时，从另一侧反过来夹住夹它的棋子。",
        "自分の石をハサんだ石を、反対側からハサみ返す手。",
        "자기 돌을 협공한 돌을 반대편에서 다시 협공하는 수.",
        "Pinches the stone that pinches an own stone, from its other side.",
    ],
    // pincer
    [
        "用兩個己方棋子把對方的棋子夾在中間。",
        "用两个己方棋子把对方的棋子夹在中间。",
        "相手の石を自分の二子で挟む手。",
        "상대 돌을 자기 돌 두 점 사이에 끼우는 수.",
        "Holds an opposing stone between two own stones.",
    ],
    // cut
    [
        "切開對方斜向或小飛相連的兩子。",
        "切开对方斜向或小飞相连的两子。",
        "斜めやケイマでつながっていた相手の二子を切り離す手。",
        "비스듬히 또는 날일자로 이어진 상대 돌 두 점을 끊는 수.",
        "Separates two opposing stones linked diagonally or by a knight's move.",
    ],
    // tsukekoshi
    [
        "在己方棋子援助下，插入對方小飛的棋形中。",
        "在己方棋子援助下，插入对方小飞的棋形中。",
        "自分の石の助けを得て、相手のケイマの間にツケコす手。",
        "자기 돌의 도움을 받아 상대 날일자 사이에 건너붙이는 수.",
        "Plays into an opposing knight's move, backed by own stones.",
    ],
    // contact
    [
        "緊靠對方的棋子下子。",
        "紧靠对方的棋子下子。",
        "相手の石に接して打つ手。",
        "상대 돌에 바로 붙여 두는 수.",
        "Plays in contact with an opposing stone.",
    ],
];
