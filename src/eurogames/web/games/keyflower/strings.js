// Keyflower board strings in English and Japanese (game terms included), looked up
// in the page's current language. Tile names and effects come from tiles.js.
import { getLang } from "../../common/i18n.js";
import { TILES } from "./tiles.js";
const S = {
  en: {
    seasons: ["Spring", "Summer", "Autumn", "Winter"],
    colours: ["blue", "red", "yellow", "green"],
    resources: ["gold", "iron", "stone", "wood"],
    skills: ["anvil", "pick", "saw"],
    skill_letters: ["A", "P", "S"],
    phases: {
      offer: "choosing winter tiles", main: "actions", place: "placing keeples", move: "transport",
      upgrade: "upgrades", boat: "choosing boats", village: "building villages", flip: "Flipper's free flip",
      over: "game over",
    },
    phase: "Phase", turn: "Turn", start: "Start player", purple: "Purple keeple",
    passes: "Passes in a row", bag: "Bag", greens: "Green supply", skill_pile: "Skill pile", supply: "Supply",
    on_offer: "Tiles on offer", turn_order: "Turn-order tiles", boats: "Boats", village: "Village",
    keeples: "Keeples", skills_label: "Skills", winter_tiles: "Winter tiles", to_place: "Won, to place",
    used: "Used", next_use: "next use ≥ {n}", no_bids: "no bids",
    transport_left: "Transport left {n} · upgrades left {m}",
    pending: "Placing on {tile} ({mode}): {keeples}", paid: "paid {what}", bid: "bid", use: "use",
    your_keeples: "Your keeples", your_skills: "Your skills", your_winter: "Your winter tiles",
    offered: "offered", done: "done", choosing: "choosing", boat_order: "Boat choice order", taken: "taken",
    owner: "owner", side: "side {s}", load: "load {k} keeples + {s} skills",
    leftovers: "More details", upgraded: "upgraded", vp: "{n} VP", nothing: "nothing",
    final: "Score details", order_text: "boat choice {n}; winter: 1 VP per neighbouring tile",
    purple_tile: "its winner takes the purple keeple", flip_wait: "Flipper: {name} flips one tile for free",
    keeples_end: "Keeples at the end", skills_end: "Skills at the end", place_here: "place a tile here",
    tile_colour: "keeple colour on this tile: {c}",
  },
  ja: {
    seasons: ["春", "夏", "秋", "冬"],
    colours: ["青", "赤", "黄", "緑"],
    resources: ["金", "鉄", "石", "木"],
    skills: ["金床", "つるはし", "のこぎり"],
    skill_letters: ["床", "つ", "の"],
    phases: {
      offer: "冬タイル選択", main: "アクション", place: "キープル配置", move: "輸送", upgrade: "アップグレード",
      boat: "ボート選択", village: "村の拡張", flip: "フリッパーの無料裏返し", over: "ゲーム終了",
    },
    phase: "段階", turn: "手番", start: "スタートプレイヤー", purple: "紫キープル",
    passes: "連続パス", bag: "袋", greens: "緑の在庫", skill_pile: "スキルの山", supply: "資源の在庫",
    on_offer: "競りのタイル", turn_order: "手番順タイル", boats: "ボート", village: "村",
    keeples: "キープル", skills_label: "スキル", winter_tiles: "冬タイル", to_place: "獲得・配置待ち",
    used: "使用", next_use: "次の使用は{n}個以上", no_bids: "入札なし",
    transport_left: "残り輸送力{n}・残りアップグレード{m}",
    pending: "{tile}に配置中（{mode}）: {keeples}", paid: "支払い: {what}", bid: "入札", use: "使用",
    your_keeples: "あなたのキープル", your_skills: "あなたのスキル", your_winter: "あなたの冬タイル",
    offered: "提出済み", done: "完了", choosing: "選択中", boat_order: "ボートを選ぶ順番", taken: "取得済み",
    owner: "持ち主", side: "{s}面", load: "キープル{k}個＋スキル{s}枚",
    leftovers: "その他の情報", upgraded: "改良済み", vp: "{n}点", nothing: "なし",
    final: "得点の内訳", order_text: "ボート選択{n}番目。冬: 隣接タイル1枚につき1点",
    purple_tile: "獲得者が紫キープルを得る", flip_wait: "フリッパー: {name}がタイル1枚を無料で裏返す",
    keeples_end: "最後のキープル", skills_end: "最後のスキル", place_here: "ここにタイルを置く",
    tile_colour: "このタイルのキープルの色: {c}",
  },
};
export function lang() { return getLang() === "ja" ? "ja" : "en"; }
// s("vp", {n: 3}) -> "3 VP"; s("colours")[0] -> "blue"
export function s(key, vars = {}) {
  const v = S[lang()][key] ?? S.en[key];
  if (typeof v !== "string") return v;
  return v.replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? vars[k] : `{${k}}`));
}
export function tileName(tid) { const t = TILES[tid]; return t ? t[lang()] : `#${tid}`; }
export function tileText(tid) { const t = TILES[tid]; return t ? t.text[lang()] : ""; }
// "2 blue, 1 red" from counts per colour/resource/skill
export function counts(list, names) {
  const sep = lang() === "ja" ? "、" : ", ";
  const parts = (list || []).map((k, i) => (k ? (lang() === "ja" ? `${names[i]}${k}` : `${k} ${names[i]}`) : null)).filter(Boolean);
  return parts.length ? parts.join(sep) : s("nothing");
}