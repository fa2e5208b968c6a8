// Every label and game term the White Castle board shows, in English and Japanese.
// Terms follow rules/white_castle.md §0 (glossary); looked up with getLang().

import { getLang } from "../../common/i18n.js";

const STRINGS = {
  en: {
    round: "Round {n}/3", turn: "turn {n}/{m}", phase: { draft: "Starting draft", play: "Playing", over: "Game over" },
    now: "Now: {who}", you: "you", order: "Turn order",
    decision: {
      pick: "choose a starting pair", take: "take a die", place: "place the die", choice: "choose a resource",
      pot: "Passage of Time", gate: "season gate", lantern: "Lantern", C: "courtier action", G: "gardener action",
      W: "warrior action", dtile: "die-tile action", lightbg: "light action", domain: "domain row", block: "choose a block",
      outside: "choose an action", order: "choose the order", daimyo: "Daimyo bonus space", light: "choose a block",
      slot: "action space", rgard: "activate gardens", drow: "domain row", eff: "effect", end: "last conversions",
    },
    held: "Die in hand", left_end: "from the left end: Lantern",
    colour: { red: "coral", black: "black", white: "white" },
    bridge: "{c} bridge", plant: "Plant", stone: "Stone", garden: "Garden {n}",
    food_cost: "cost {n} food", end_cp: "{n} CP at the end",
    castle: "The White Castle", floor3: "3rd floor · Daimyo's Favor", floor2: "2nd floor · Diplomat rooms",
    floor1: "1st floor · Steward rooms", gate: "Gate", gate_cp: "1 CP each",
    steward_room: "Steward room {n}", diplomat_room: "Diplomat room {n}", value: "value {n}",
    outside: "Outside the Walls {n}", well: "Well", well_reward: "+1 seal",
    yards: "Training Grounds", yard: "Yard · {n} iron", per_warrior: "{n} CP / warrior",
    blue_face: "blue", yellow_face: "yellow",
    steward_deck: "Steward deck", diplomat_deck: "Diplomat deck", cards: "{n} cards",
    daimyo_space: "bonus {n}", free: "free",
    pairs: "Starting pairs", pair: "Pair {n}", resource_card: "resource card", action_card: "action card",
    res: { food: "food", iron: "iron", pearl: "pearl", coin: "coin", coins: "coins", seal: "seal", seals: "seals", cp: "CP" },
    res_short: { food: "F", iron: "I", pearl: "P", coin: "¢", seal: "S", cp: "CP" },
    any_res: "any resource", passage: "Passage of Time", passage_short: "Passage", lantern_area: "Lantern area",
    lantern: "Lantern", well_action: "Well", lightbg: "any light action", domain_action: "domain row",
    worker: { C: "courtier", G: "gardener", W: "warrior" },
    workers: { C: "Courtiers", G: "Gardeners", W: "Warriors" },
    seal_to: "seal→{w}", pay_coins: "pay {n}¢: {x}", dtile_any: "any die tile", dtile: "{c} die tile",
    decree: "decree", domain: "Personal Domain", row: "{c} row", at_home: "{n} at home",
    action_space: "Action card", lantern_cards: "Lantern area", score: "score {n}",
    details: "More details",
    top: "top", middle: "middle", bottom: "bottom", dark: "dark", light: "light",
    courtiers_on: "Courtiers", warriors_on: "Warriors", gardeners_on: "Gardeners",
    no_card: "—", seat: "Seat {n}",
  },
  ja: {
    round: "ラウンド {n}/3", turn: "手番 {n}/{m}", phase: { draft: "スタートカード選択", play: "プレイ中", over: "ゲーム終了" },
    now: "手番: {who}", you: "あなた", order: "手番順",
    decision: {
      pick: "スタートカードの組を選ぶ", take: "ダイスを取る", place: "ダイスを置く", choice: "資源を選ぶ",
      pot: "季節トラック", gate: "季節の門", lantern: "灯籠", C: "藩士アクション", G: "庭師アクション",
      W: "侍アクション", dtile: "ダイスタイルのアクション", lightbg: "明るいアクション", domain: "個人ボードの列", block: "ブロックを選ぶ",
      outside: "アクションを選ぶ", order: "順番を選ぶ", daimyo: "大名のボーナスマス", light: "ブロックを選ぶ",
      slot: "アクション欄", rgard: "庭園の再発動", drow: "個人ボードの列", eff: "効果", end: "最後の交換",
    },
    held: "手元のダイス", left_end: "左端から: 灯籠",
    colour: { red: "赤", black: "黒", white: "白" },
    bridge: "{c}の橋", plant: "植物", stone: "石", garden: "庭園{n}",
    food_cost: "食料{n}", end_cp: "終了時 {n} CP",
    castle: "ホワイトキャッスル", floor3: "3階 · 大名の恩恵", floor2: "2階 · 交流の間",
    floor1: "1階 · 給仕の間", gate: "城門", gate_cp: "各1 CP",
    steward_room: "給仕の間{n}", diplomat_room: "交流の間{n}", value: "値 {n}",
    outside: "城外{n}", well: "井戸", well_reward: "紋章+1",
    yards: "訓練場", yard: "訓練場 · 鉄{n}", per_warrior: "侍1人 {n} CP",
    blue_face: "青", yellow_face: "黄",
    steward_deck: "給仕の山札", diplomat_deck: "交流の山札", cards: "{n}枚",
    daimyo_space: "ボーナス{n}", free: "空き",
    pairs: "スタートカードの組", pair: "組{n}", resource_card: "資源カード", action_card: "アクションカード",
    res: { food: "食料", iron: "鉄", pearl: "真珠", coin: "コイン", coins: "コイン", seal: "大名紋章", seals: "大名紋章", cp: "CP" },
    res_short: { food: "食", iron: "鉄", pearl: "珠", coin: "金", seal: "紋", cp: "CP" },
    any_res: "好きな資源", passage: "季節トラック", passage_short: "季節", lantern_area: "灯籠エリア",
    lantern: "灯籠", well_action: "井戸", lightbg: "明るいアクション", domain_action: "個人ボード",
    worker: { C: "藩士", G: "庭師", W: "侍" },
    workers: { C: "藩士", G: "庭師", W: "侍" },
    seal_to: "紋章→{w}", pay_coins: "{n}金払い: {x}", dtile_any: "任意のダイスタイル", dtile: "{c}のダイスタイル",
    decree: "布告", domain: "個人ボード", row: "{c}の列", at_home: "残り{n}",
    action_space: "アクションカード", lantern_cards: "灯籠エリア", score: "得点 {n}",
    details: "その他の情報",
    top: "上段", middle: "中段", bottom: "下段", dark: "暗", light: "明",
    courtiers_on: "藩士", warriors_on: "侍", gardeners_on: "庭師",
    no_card: "—", seat: "席{n}",
  },
};

function lookup(d, key) {
  return key.split(".").reduce((o, k) => (o && typeof o === "object" ? o[k] : undefined), d);
}

// S("bridge", {c: "coral"}) -> "coral bridge"; a missing key falls back to English, then the key.
export function S(key, vars = {}) {
  let v = lookup(STRINGS[getLang()] || STRINGS.en, key);
  if (v === undefined) v = lookup(STRINGS.en, key);
  if (v === undefined) return key.split(".").pop();
  return String(v).replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? vars[k] : `{${k}}`));
}

export { STRINGS };
