// Every word the Castles of Burgundy board shows, in English and Japanese.
// The view sends English identifiers (tile kinds, building and animal names, the
// pending decision); these tables turn them into the reader's language.

import { getLang } from "../../common/i18n.js";

const STRINGS = {
  en: {
    main_board: "Main board",
    black_depot: "Black depot",
    depot: "Depot {n}",
    phase: "Phase",
    round: "Round",
    rounds: "Round spaces",
    white_die: "White die",
    face_down: "face-down goods",
    piles: "Tile piles",
    pile_black: "black",
    removed: "removed",
    track: "Turn order",
    bonus: "Bonus tiles",
    large: "large",
    small: "small",
    free: "free",
    storage: "Storage",
    goods: "Goods",
    sold: "Sold",
    silver: "Silverlings",
    workers: "Workers",
    dice: "Dice",
    knowledge: "Knowledge",
    vp: "VP",
    final_vp: "Final score",
    none: "none",
    estate: "Estate (board {n})",
    rules: "{n} rules",
    turn_of: "{name} to act",
    game_end: "Game over",
    bought: "already bought this turn",
    chosen_die: "die {n} chosen",
    used: "used",
    ship_first: "ship took depot {n}",
    goods_depot: "choosing goods from depot {n}",
    details: "More data",
    you: "you",
    order: "Order",
    start_player: "start player: {name}",
    goods_n: "goods {n}",
    space: "space {n} (die {d})",
    pending: {
      start_castle: "place the starting castle",
      turn: "choose a die",
      die_action: "use the chosen die",
      castle_action: "castle: one extra action",
      city_hall: "city hall: place one more tile",
      workshop_take: "carpenter's workshop: take a building",
      church_take: "church: take a castle, mine or knowledge tile",
      market_take: "market: take a ship or animal",
      warehouse_sell: "warehouse: sell one goods colour",
      ship_depot: "ship: take the goods of a depot",
      ship_adjacent_depot: "knowledge #5: goods of a neighbouring depot",
      choose_goods: "choose goods that still fit",
      discard: "storage full: discard a tile",
    },
    kind: { castle: "castle", ship: "ship", mine: "mine", animal: "animal", building: "building", knowledge: "knowledge" },
    building: {
      warehouse: "warehouse", watchtower: "watchtower", "carpenter's workshop": "carpenter's workshop",
      church: "church", market: "market", "boarding house": "boarding house", bank: "bank", "city hall": "city hall",
    },
    // two or three letters drawn on a small hex
    building_short: {
      warehouse: "Ware", watchtower: "Towr", "carpenter's workshop": "Carp", church: "Chur", market: "Mkt",
      "boarding house": "Inn", bank: "Bank", "city hall": "Hall",
    },
    kind_short: { castle: "Cas", ship: "Ship", mine: "Mine", animal: "", building: "", knowledge: "" },
    animal: { cows: "cows", pigs: "pigs", sheep: "sheep", chickens: "chickens" },
    animal_short: { cows: "cow", pigs: "pig", sheep: "shp", chickens: "chk" },
    knowledge_effect: {
      1: "the same building kind may stand more than once in a city",
      2: "at each phase end, +1 worker per mine",
      3: "every sale gives 2 silverlings instead of 1",
      4: "every sale gives +1 worker",
      5: "a ship also takes the goods of a neighbouring depot",
      6: "buying: pay the 2 in silverlings and workers in any mix, from any depot",
      "6_2011": "buying: from any depot, not only the black one",
      7: "animal scoring: +1 VP per tile that scores",
      8: "each worker turns a die by 1 or 2",
      9: "free ±1 when placing a building",
      10: "free ±1 when placing a ship or an animal",
      11: "free ±1 when placing a castle, mine or knowledge tile",
      12: "free ±1 when taking a tile from a numbered depot",
      13: "taking workers also gives 1 silverling",
      14: "taking workers gives 4 instead of 2",
      15: "end: {n} VP per goods colour sold",
      16: "end: 4 VP per {b}",
      24: "end: 4 VP per animal kind on the estate",
      25: "end: 1 VP per goods tile sold",
      26: "end: {n} VP per bonus tile",
    },
    vp_cat: {
      regions: "regions", phase_bonus: "phase bonus", colour_bonus: "colour bonus", animals: "animals",
      sales: "sales", watchtowers: "watchtowers",
    },
  },
  ja: {
    main_board: "メインボード",
    black_depot: "黒いデポ",
    depot: "デポ{n}",
    phase: "フェイズ",
    round: "ラウンド",
    rounds: "ラウンドの商品",
    white_die: "白ダイス",
    face_down: "裏向きの商品",
    piles: "タイルの山",
    pile_black: "黒",
    removed: "除外",
    track: "手番順",
    bonus: "ボーナスタイル",
    large: "大",
    small: "小",
    free: "残り",
    storage: "保管庫",
    goods: "商品",
    sold: "売却済み",
    silver: "銀貨",
    workers: "ワーカー",
    dice: "ダイス",
    knowledge: "修道院",
    vp: "勝利点",
    final_vp: "最終得点",
    none: "なし",
    estate: "領地(ボード{n})",
    rules: "{n}年版ルール",
    turn_of: "{name}の手番",
    game_end: "ゲーム終了",
    bought: "この手番は購入済み",
    chosen_die: "ダイス{n}を選択中",
    used: "使用済み",
    ship_first: "船でデポ{n}の商品を取った",
    goods_depot: "デポ{n}から取る商品を選択中",
    details: "その他のデータ",
    you: "あなた",
    order: "順番",
    start_player: "スタートプレイヤー:{name}",
    goods_n: "商品{n}",
    space: "マス{n}(ダイス{d})",
    pending: {
      start_castle: "初期の城を置く",
      turn: "ダイスを選ぶ",
      die_action: "選んだダイスを使う",
      castle_action: "城:追加のアクション1回",
      city_hall: "市庁舎:タイルをもう1枚置く",
      workshop_take: "大工の作業場:建物を1枚取る",
      church_take: "教会:城・鉱山・修道院を1枚取る",
      market_take: "市場:船か牧場を1枚取る",
      warehouse_sell: "倉庫:商品を1色売る",
      ship_depot: "船:デポの商品を取る",
      ship_adjacent_depot: "修道院#5:隣のデポの商品",
      choose_goods: "置ける商品を選ぶ",
      discard: "保管庫が満杯:タイルを捨てる",
    },
    kind: { castle: "城", ship: "船", mine: "鉱山", animal: "牧場", building: "建物", knowledge: "修道院" },
    building: {
      warehouse: "倉庫", watchtower: "見張り塔", "carpenter's workshop": "大工の作業場", church: "教会",
      market: "市場", "boarding house": "宿屋", bank: "銀行", "city hall": "市庁舎",
    },
    building_short: {
      warehouse: "倉庫", watchtower: "塔", "carpenter's workshop": "大工", church: "教会", market: "市場",
      "boarding house": "宿屋", bank: "銀行", "city hall": "庁舎",
    },
    kind_short: { castle: "城", ship: "船", mine: "鉱山", animal: "", building: "", knowledge: "" },
    animal: { cows: "牛", pigs: "豚", sheep: "羊", chickens: "鶏" },
    animal_short: { cows: "牛", pigs: "豚", sheep: "羊", chickens: "鶏" },
    knowledge_effect: {
      1: "同じ種類の建物を1つの都市に複数置ける",
      2: "フェイズ終了時、鉱山1つにつきワーカー+1",
      3: "売却のたびに銀貨1枚ではなく2枚",
      4: "売却のたびにワーカー+1",
      5: "船を置くと隣のデポの商品も取れる",
      6: "購入:銀貨とワーカーを自由に組み合わせて2、どのデポからでも",
      "6_2011": "購入:黒いデポ以外のデポからも買える",
      7: "動物の得点:得点するタイル1枚につき+1点",
      8: "ワーカー1個でダイスを1か2変えられる",
      9: "建物を置くときダイス±1が無料",
      10: "船か牧場を置くときダイス±1が無料",
      11: "城・鉱山・修道院を置くときダイス±1が無料",
      12: "番号付きデポからタイルを取るときダイス±1が無料",
      13: "ワーカーを取るとき銀貨も1枚",
      14: "ワーカーを取るとき2個ではなく4個",
      15: "終了時:売却した商品の色1つにつき{n}点",
      16: "終了時:{b}1つにつき4点",
      24: "終了時:領地の動物の種類1つにつき4点",
      25: "終了時:売却した商品1枚につき1点",
      26: "終了時:ボーナスタイル1枚につき{n}点",
    },
    vp_cat: {
      regions: "エリア", phase_bonus: "フェイズボーナス", colour_bonus: "色ボーナス", animals: "動物",
      sales: "売却", watchtowers: "見張り塔",
    },
  },
};

// s("depot", {n: 3}) or s("kind.castle"): a string in the current language.
export function s(key, vars = {}) {
  const get = (d) => key.split(".").reduce((o, k) => (o && typeof o === "object" ? o[k] : undefined), d);
  let v = get(STRINGS[getLang()]);
  if (v === undefined) v = get(STRINGS.en);
  if (v === undefined) return key.split(".").pop();
  return String(v).replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? vars[k] : `{${k}}`));
}

export { STRINGS };

// The full name of a tile from the view ({kind, building?, animal?, count?, number?}).
export function tileName(tile) {
  if (!tile) return "";
  if (tile.kind === "building") return s(`building.${tile.building}`);
  if (tile.kind === "animal") {
    return getLang() === "ja" ? `${s(`animal.${tile.animal}`)}${tile.count}` : `${tile.count} ${s(`animal.${tile.animal}`)}`;
  }
  if (tile.kind === "knowledge") return `${s("kind.knowledge")} #${tile.number}`;
  return s(`kind.${tile.kind}`);
}

// knowledge #16..#23 score these buildings, in this order (rules §7.6)
const SCORED_BUILDING = ["warehouse", "watchtower", "carpenter's workshop", "church", "market", "boarding house", "bank", "city hall"];
let edition = "2019";
export function setEdition(rules) { edition = rules === "2011" ? "2011" : "2019"; }

// What knowledge tile n does, under the table's edition (rules §7.6, §12).
export function knowledgeEffect(n) {
  if (n === 6 && edition === "2011") return s("knowledge_effect.6_2011");
  if (n >= 16 && n <= 23) return s("knowledge_effect.16", { b: s(`building.${SCORED_BUILDING[n - 16]}`) });
  if (n === 15) return s("knowledge_effect.15", { n: edition === "2011" ? 3 : 2 });
  if (n === 26) return s("knowledge_effect.26", { n: edition === "2011" ? 2 : 3 });
  return s(`knowledge_effect.${n}`);
}

// A tile's tooltip: its name, and for a knowledge tile what it does.
export function tileTitle(tile) {
  return tile.kind === "knowledge" ? `${tileName(tile)}: ${knowledgeEffect(tile.number)}` : tileName(tile);
}

// The short label drawn on a hex.
export function tileShort(tile) {
  if (tile.kind === "building") return s(`building_short.${tile.building}`);
  if (tile.kind === "animal") return `${tile.count}${s(`animal_short.${tile.animal}`)}`;
  if (tile.kind === "knowledge") return `#${tile.number}`;
  return s(`kind_short.${tile.kind}`);
}
