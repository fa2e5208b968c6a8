// Every label and game term of the Burgundy card-game board, in English and Japanese.
// Game terms follow the rules reference and the engine's own Japanese names (data.py).

import { getLang } from "../../common/i18n.js";

const STRINGS = {
  en: {
    round: "Round", turn: "Turn {n}/6", start_player: "Start player", display: "Display",
    supply: "Supply", goods_pile: "Goods {n}", animal_pile: "Animals {n}", deck: "Deck", discard: "Discard",
    empty: "empty", cards: "{n} cards", first_bonus: "“1.” bonus cards", all_seven: "All 7 types",
    round_bonus: "Round bonus", hand: "Hand", pile: "Pile", projects: "Projects", estate: "Estate",
    storage: "Storage", goods: "Goods", animals: "Animals", silver: "Silver", workers: "Workers",
    vp_cards: "VP cards", sold: "Sold goods", score: "Score {n}", you: "you", turn_marker: "to play",
    decide: "To decide:", then: "then", done: "Done", drawn: "3-silver draw", draw_used: "3-silver draw used",
    new_project: "New project", rival: "Aaron (rival)", piles_left: "Piles to come", result: "Result",
    win: "win", loss: "loss", details: "More details",
    use_die: "use as die", die_hint: "Click a hand card to show only the moves with that die.",
    die_selected: "Only moves with die {d} (your {c}) are highlighted — click it again to show all.",
    triples: "{n}×3", wild: "wild", start_front: "start", start_question: "?", game_over: "Game over",
    question_side: "“?” side (sold goods this round)", front_side: "front side",
    waiting_for: "waiting for {name}", bonus_item: "{n} {what}", unverified: "Estimated values (unverified)",
  },
  ja: {
    round: "ラウンド", turn: "ターン {n}/6", start_player: "スタートプレイヤー", display: "ディスプレイ",
    supply: "サプライ", goods_pile: "商品の山{n}", animal_pile: "動物の山{n}", deck: "山札", discard: "捨て札",
    empty: "なし", cards: "{n}枚", first_bonus: "「1.」ボーナス", all_seven: "全7種ボーナス",
    round_bonus: "ラウンドボーナス", hand: "手札", pile: "個人の山", projects: "計画", estate: "土地",
    storage: "倉庫", goods: "商品", animals: "動物", silver: "銀", workers: "労働者",
    vp_cards: "勝利点カード", sold: "売却済みの商品", score: "得点 {n}", you: "あなた", turn_marker: "手番",
    decide: "選択:", then: "次に", done: "終了", drawn: "銀3枚ドロー", draw_used: "このターンは銀3枚ドロー済み",
    new_project: "新しい計画", rival: "アーロン(ライバル)", piles_left: "残りの山", result: "結果",
    win: "勝利", loss: "敗北", details: "その他の情報",
    use_die: "ダイスに使う", die_hint: "手札をクリックすると、そのダイスの手だけを表示します。",
    die_selected: "ダイス{d}(手札の{c})の手だけを強調表示中。もう一度クリックで全表示。",
    triples: "3枚組×{n}", wild: "ワイルド", start_front: "スタート", start_question: "?", game_over: "ゲーム終了",
    question_side: "「?」面(このラウンドに商品を売った)", front_side: "表面",
    waiting_for: "{name}の手番", bonus_item: "{what}{n}", unverified: "推定値(未確認)",
  },
};

const TERMS = {
  en: {
    type: { castle: "Castle", mine: "Mine", cloister: "Cloister", knowledge: "Knowledge", ship: "Ship",
      pasture: "Pasture", building: "Building" },
    building: { "carpenter's workshop": "Carpenter", church: "Church", market: "Market",
      watchtower: "Watchtower", bank: "Bank", "boarding house": "Boarding H.", warehouse: "Warehouse",
      "city hall": "City Hall" },
    building_full: { "carpenter's workshop": "Carpenter's Workshop", church: "Church", market: "Market",
      watchtower: "Watchtower", bank: "Bank", "boarding house": "Boarding House", warehouse: "Warehouse",
      "city hall": "City Hall" },
    goods: { light: "light", medium: "medium", dark: "dark" },
    animal: { chicken: "chicken", cow: "cow", sheep: "sheep", pig: "pig" },
    bonus: { vp: "VP", animals: "animals", goods: "goods", workers: "workers", silver: "silver" },
    category: { triples: "triples", first_bonus: "“1.” cards", all_seven: "all 7", vp_cards: "VP cards",
      goods: "sold goods", animals: "animal sets", start_player: "start card" },
    frame: { turn: "play a hand card as a die", castle: "castle: an extra action with any die value",
      draw: "3-silver draw: keep a card or use it as a die", overflow: "discard a project",
      city_hall: "City Hall: place a project", pick: "take a display card (or done)", good: "take a good",
      animal: "take an animal", supply: "take a good or an animal", warehouse: "Warehouse: sell one kind",
      bonus: "choose the round bonus", trade: "trade more (or done)", end: "end the turn (or 3-silver draw)" },
  },
  ja: {
    type: { castle: "城", mine: "鉱山", cloister: "修道院", knowledge: "知識", ship: "船", pasture: "牧草地",
      building: "建物" },
    building: { "carpenter's workshop": "大工の工房", church: "教会", market: "市場", watchtower: "見張り台",
      bank: "銀行", "boarding house": "下宿", warehouse: "貯蔵所", "city hall": "市役所" },
    building_full: { "carpenter's workshop": "大工の工房", church: "教会", market: "市場", watchtower: "見張り台",
      bank: "銀行", "boarding house": "下宿", warehouse: "貯蔵所", "city hall": "市役所" },
    goods: { light: "淡色", medium: "中間色", dark: "濃色" },
    animal: { chicken: "鶏", cow: "牛", sheep: "羊", pig: "豚" },
    bonus: { vp: "勝利点", animals: "動物", goods: "商品", workers: "労働者", silver: "銀" },
    category: { triples: "3枚組", first_bonus: "「1.」", all_seven: "全7種", vp_cards: "勝利点カード",
      goods: "売却済み商品", animals: "動物セット", start_player: "スタートカード" },
    frame: { turn: "手札を1枚ダイスとして使う", castle: "城:任意のダイス目で追加アクション",
      draw: "銀3枚ドロー:1枚を残すかダイスに使う", overflow: "計画を1枚捨てる",
      city_hall: "市役所:計画を1枚配置", pick: "ディスプレイから1枚取る(または終了)", good: "商品を取る",
      animal: "動物を取る", supply: "商品か動物を取る", warehouse: "貯蔵所:1種類を売る",
      bonus: "ラウンドボーナスを選ぶ", trade: "さらに交換する(または終了)",
      end: "ターン終了(または銀3枚ドロー)" },
  },
};

function pick(table) { return table[getLang()] || table.en; }

/** A label: L("turn", {n: 3}). Unknown keys fall back to English, then to the key. */
export function L(key, vars = {}) {
  let s = pick(STRINGS)[key] ?? STRINGS.en[key] ?? key;
  return String(s).replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? vars[k] : `{${k}}`));
}

/** A game term of one group ("type", "building", "goods", "animal", "bonus", "category", "frame"). */
export function T(group, key) {
  const g = pick(TERMS)[group] || {};
  return g[key] ?? (TERMS.en[group] || {})[key] ?? String(key);
}

export const LANGS = Object.keys(STRINGS);
export { STRINGS, TERMS };
