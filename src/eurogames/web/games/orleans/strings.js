// Orléans board strings, English and Japanese (game terms follow the engine's
// describe.py / data.py wording so the board and the action texts agree).

import { getLang } from "../../common/i18n.js";

const EN = {
  follower: { farmer: "Farmer", boatman: "Boatman", craftsman: "Craftsman", trader: "Trader", knight: "Knight",
    scholar: "Scholar", monk: "Monk", any: "Any follower", neutral: "Any but own colour" },
  // one-letter marks drawn inside follower discs
  mark: { farmer: "F", boatman: "B", craftsman: "C", trader: "T", knight: "K", scholar: "S", monk: "M",
    any: "?", neutral: "?", tech: "⚙" },
  good: { grain: "Grain", cheese: "Cheese", wine: "Wine", wool: "Wool", brocade: "Brocade" },
  place: { farmhouse: "Farmhouse", village: "Village", university: "University", castle: "Castle",
    monastery: "Monastery", ship: "Ship", wagon: "Wagon", guildhall: "Guildhall", scriptorium: "Scriptorium",
    town_hall: "Town Hall", hayrick: "Hayrick", cheese_factory: "Cheese Factory", winery: "Winery",
    wool_manufacturer: "Wool Manufacturer", tailor_shop: "Tailor Shop", shipping_line: "Shipping Line",
    library: "Library", windmill: "Windmill", brewery: "Brewery", cellar: "Cellar", office: "Office",
    hospital: "Hospital", horse_wagon: "Horse Wagon", school: "School", herb_garden: "Herb Garden",
    sacristy: "Sacristy", gunpowder_tower: "Gunpowder Tower", laboratory: "Laboratory", pharmacy: "Pharmacy",
    bathhouse: "Bathhouse" },
  city: { orleans: "Orléans", chartres: "Chartres", etampes: "Étampes", le_mans: "Le Mans",
    chateaudun: "Châteaudun", montargis: "Montargis", vendome: "Vendôme", blois: "Blois", briare: "Briare",
    tours: "Tours", chinon: "Chinon", montrichard: "Montrichard", vierzon: "Vierzon", loches: "Loches",
    bourges: "Bourges", sancerre: "Sancerre", chatellerault: "Châtellerault", le_blanc: "Le Blanc",
    chateauroux: "Châteauroux", nevers: "Nevers", argenton: "Argenton-sur-Creuse", la_chatre: "La Châtre",
    saint_amand: "Saint-Amand-Montrond" },
  // short names where the full one does not fit on the map
  cityShort: { argenton: "Argenton", saint_amand: "St-Amand" },
  event: { pilgrimage: "Pilgrimage", plague: "Plague", harvest: "Harvest", taxes: "Taxes",
    trading_day: "Trading Day", income: "Income" },
  deed: { city_wall: "City Wall", papal_conclave: "Papal Conclave", defeating_plague: "Defeating the Plague",
    astronomy: "Astronomy", boatmen_guild: "Boatmen's Guild", cathedral: "Cathedral",
    peace_treaty: "Peace Treaty", canalisation: "Canalisation" },
  stage: { 0: "Removing place tiles", 1: "New round", 2: "Census", 3: "Followers", 4: "Followers (drawing)",
    5: "Planning", 6: "Planning", 7: "Actions", 8: "Actions", 9: "Event", 10: "End of round", 11: "Game over" },
  ui: {
    map: "Map", road: "Road", water: "Waterway", tracks: "Character tracks", dev_track: "Development track",
    level: "Level", round: "Round", phase: "Phase", event: "Event", hourglass: "Hourglass tiles left",
    events_seen: "Events so far", start_player: "Start player", turn: "Turn", deeds: "Beneficial deeds",
    each: "{n} each", coin_or_dev: "1 coin or 1 step", citizen: "Citizen", citizens: "Citizens",
    supply: "Supply", followers: "Followers", goods: "Goods", tech_stack: "Technology tiles",
    place_tiles: "Place tiles", available: "available", removed: "removed from the game",
    owned_by: "owned by {name}", removed_items: "Removed from the game", market: "Market", bag: "Bag",
    coins: "Coins", stations: "Trading stations", in_stock: "in stock", on_map: "on the map",
    development: "Development", merchant: "Merchant", tech_pending: "Technology tiles waiting",
    passed: "passed", planning_done: "planning done", drawing: "drawing", recalls: "recalls left: {n}",
    your_turn: "your turn", you: "you", activated: "activated", knight_citizen: "Knight track citizen",
    boatman_citizen: "Boatman track citizen", station_citizen: "Most trading stations citizen",
    dev_citizens: "Development citizens", free: "free", taken_by: "taken by {name}",
    details: "More details", draw_reward: "draw {n}",
    paying: "{name} pays: {what} ×{n}", food: "food (Harvest)", penalty: "penalty",
    bath_drawn: "Drawn for the Bathhouse", seat: "Seat {n}", none: "none",
    all_goods_spaces: "Goods on the routes: {n}", pass: "Pass", done: "Done", total: "total",
  },
};

const JA = {
  follower: { farmer: "農民", boatman: "船員", craftsman: "職人", trader: "商人", knight: "騎士",
    scholar: "学者", monk: "僧侶", any: "任意のワーカー", neutral: "自色以外のワーカー" },
  mark: { farmer: "農", boatman: "船", craftsman: "職", trader: "商", knight: "騎", scholar: "学", monk: "僧",
    any: "?", neutral: "?", tech: "⚙" },
  good: { grain: "小麦", cheese: "チーズ", wine: "ワイン", wool: "羊毛", brocade: "織物" },
  place: { farmhouse: "農場", village: "村", university: "大学", castle: "城", monastery: "寺院", ship: "船",
    wagon: "車", guildhall: "組合", scriptorium: "写本室", town_hall: "市役所", hayrick: "干草倉庫",
    cheese_factory: "チーズ屋", winery: "ワイナリー", wool_manufacturer: "紡績所", tailor_shop: "仕立屋",
    shipping_line: "港", library: "図書館", windmill: "風車小屋", brewery: "ビール屋", cellar: "食堂",
    office: "会議室", hospital: "病院", horse_wagon: "駅馬車", school: "学校", herb_garden: "ハーブ園",
    sacristy: "教会倉庫", gunpowder_tower: "火薬貯蔵塔", laboratory: "実験室", pharmacy: "薬局",
    bathhouse: "大浴場" },
  city: { orleans: "オルレアン", chartres: "シャルトル", etampes: "エタンプ", le_mans: "ル・マン",
    chateaudun: "シャトーダン", montargis: "モンタルジ", vendome: "ヴァンドーム", blois: "ブロワ",
    briare: "ブリアール", tours: "トゥール", chinon: "シノン", montrichard: "モントリシャール",
    vierzon: "ヴィエルゾン", loches: "ロシュ", bourges: "ブールジュ", sancerre: "サンセール",
    chatellerault: "シャテルロー", le_blanc: "ル・ブラン", chateauroux: "シャトールー", nevers: "ヌヴェール",
    argenton: "アルジャントン", la_chatre: "ラ・シャトル", saint_amand: "サン・タマン" },
  cityShort: {},
  event: { pilgrimage: "巡礼", plague: "疫病", harvest: "収穫税", taxes: "物品税", trading_day: "商売繁盛",
    income: "好景気" },
  deed: { city_wall: "城壁", papal_conclave: "教皇選挙", defeating_plague: "疫病の克服", astronomy: "天文学",
    boatmen_guild: "船員組合", cathedral: "大聖堂", peace_treaty: "和平条約", canalisation: "運河" },
  stage: { 0: "場所タイルの除外", 1: "新ラウンド", 2: "人口調査", 3: "ワーカー", 4: "ワーカーを引く",
    5: "計画", 6: "計画", 7: "アクション", 8: "アクション", 9: "イベント", 10: "ラウンド終了", 11: "ゲーム終了" },
  ui: {
    map: "地図", road: "道", water: "水路", tracks: "人物トラック", dev_track: "発展トラック",
    level: "レベル", round: "ラウンド", phase: "フェイズ", event: "イベント", hourglass: "残りの砂時計タイル",
    events_seen: "これまでのイベント", start_player: "スタートプレイヤー", turn: "手番", deeds: "善行",
    each: "各{n}", coin_or_dev: "コイン1枚か発展1歩", citizen: "市民", citizens: "市民",
    supply: "ストック", followers: "ワーカー", goods: "物品", tech_stack: "技術チップ",
    place_tiles: "場所タイル", available: "獲得可能", removed: "ゲームから除外",
    owned_by: "{name}が所有", removed_items: "ゲームから除外されたもの", market: "広場", bag: "バッグ",
    coins: "コイン", stations: "交易拠点", in_stock: "手持ち", on_map: "地図上",
    development: "発展", merchant: "商人コマ", tech_pending: "配置待ちの技術チップ",
    passed: "パス済み", planning_done: "計画完了", drawing: "ワーカーを引いている", recalls: "残りの戻し: {n}",
    your_turn: "あなたの番", you: "あなた", activated: "起動済み", knight_citizen: "騎士トラックの市民",
    boatman_citizen: "船員トラックの市民", station_citizen: "交易拠点最多の市民",
    dev_citizens: "発展トラックの市民", free: "未獲得", taken_by: "{name}が獲得",
    details: "詳細", draw_reward: "{n}枚引く",
    paying: "{name}の支払い: {what} ×{n}", food: "食料(収穫税)", penalty: "懲罰",
    bath_drawn: "大浴場で引いたワーカー", seat: "席{n}", none: "なし",
    all_goods_spaces: "道の上の物品: {n}", pass: "パス", done: "終了", total: "合計",
  },
};

const DICTS = { en: EN, ja: JA };

// s("place", "town_hall"), s("ui", "each", {n: 2}); unknown keys fall back to English, then the key.
export function s(group, key, vars = {}) {
  const d = DICTS[getLang()] || EN;
  let v = (d[group] || {})[key];
  if (v === undefined) v = (EN[group] || {})[key];
  if (v === undefined) return String(key);
  return String(v).replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? vars[k] : `{${k}}`));
}

export function cityLabel(city) {
  const d = DICTS[getLang()] || EN;
  return (d.cityShort || {})[city] || s("city", city);
}
