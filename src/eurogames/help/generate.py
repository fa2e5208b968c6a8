"""Component entries of the help files, generated from each game's ``data.py``.

``python -m eurogames.help.generate`` rewrites the part of every ``<game>.<lang>.md``
between ``<!-- generated -->`` and ``<!-- end generated -->`` (inside the ``components``
section): one ``### id | Name`` entry per component, its name from ``data.py`` and its
effect in our own words (the templates below). :func:`components` lists the ids, so a
test can check that every component of ``data.py`` has an entry in both languages.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

Entry = tuple[str, str, str]
"""(id, name, effect text)."""

HERE = Path(__file__).resolve().parent
BEGIN, END = "<!-- generated -->", "<!-- end generated -->"


def _j(lang: str, en: str, ja: str) -> str:
    return ja if lang == "ja" else en


# ----- Keyflower -------------------------------------------------------------------------

def _kf_side(side: object, lang: str) -> str:
    from eurogames.games.keyflower import data as D
    s = side
    res = [(n, D.RESOURCES[i], D.RESOURCES_JA[i]) for i, n in enumerate(s.res) if n]  # type: ignore[attr-defined]
    got = []
    for n, en, ja in res:
        got.append(_j(lang, f"{n} {en}", f"{ja}{n}個"))
    if s.keeples:  # type: ignore[attr-defined]
        got.append(_j(lang, f"{s.keeples} random keeple(s) from the bag", f"袋からランダムなキープル{s.keeples}個"))  # type: ignore[attr-defined]
    if s.skills:  # type: ignore[attr-defined]
        got.append(_j(lang, f"{s.skills} skill tile(s)", f"スキルタイル{s.skills}枚"))  # type: ignore[attr-defined]
    if s.greens:  # type: ignore[attr-defined]
        got.append(_j(lang, f"{s.greens} green keeple(s)", f"緑キープル{s.greens}個"))  # type: ignore[attr-defined]
    gain = _j(lang, ", ".join(got), "、".join(got))
    kind = s.kind  # type: ignore[attr-defined]
    if kind == "gain":
        text = _j(lang, f"gain {gain}", f"{gain}を得る")
    elif kind == "choose1":
        text = _j(lang, "gain 1 wood, stone or iron (your choice)", "木・石・鉄から1つ選んで得る")
    elif kind == "transport":
        text = _j(lang, f"{s.transport} transport point(s), then up to {s.upgrades} upgrade(s) in your village",  # type: ignore[attr-defined]
                  f"輸送{s.transport}ポイント、その後自分の村で最大{s.upgrades}枚をアップグレード")  # type: ignore[attr-defined]
    elif kind == "pay_keeple":
        col = s.pay_colour  # type: ignore[attr-defined]
        what = _j(lang, "a keeple of any colour" if col < 0 else f"a {D.COLOURS[col]} keeple",
                  "任意の色のキープル1個" if col < 0 else f"{D.COLOURS_JA[col]}キープル1個")
        text = _j(lang, f"pay {what} back to the bag, gain {gain}", f"{what}を袋に戻し、{gain}を得る")
    elif kind == "pay_skill":
        sk = s.pay_skill  # type: ignore[attr-defined]
        what = _j(lang, "a skill tile of any type" if sk < 0 else f"a {D.SKILLS[sk]} skill",
                  "任意のスキル1枚" if sk < 0 else f"{D.SKILLS_JA[sk]}スキル1枚")
        text = _j(lang, f"pay {what}, gain {gain}", f"{what}を支払い、{gain}を得る")
    else:
        text = _j(lang, "no action", "アクションなし")
    if s.vp:  # type: ignore[attr-defined]
        text += _j(lang, f"; worth {s.vp} VP", f"。{s.vp}点")  # type: ignore[attr-defined]
    return text


def _kf_cost(c: object, lang: str) -> str:
    from eurogames.games.keyflower import data as D
    parts = []
    for i, n in enumerate(c.res):  # type: ignore[attr-defined]
        if n:
            parts.append(_j(lang, f"{n} {D.RESOURCES[i]}", f"{D.RESOURCES_JA[i]}{n}"))
    if c.any_res:  # type: ignore[attr-defined]
        parts.append(_j(lang, f"{c.any_res} resource(s) of any type", f"任意の資源{c.any_res}"))  # type: ignore[attr-defined]
    for i, n in enumerate(c.skills):  # type: ignore[attr-defined]
        if n:
            parts.append(_j(lang, f"{n} {D.SKILLS[i]}", f"{D.SKILLS_JA[i]}{n}"))
    if c.any_skill:  # type: ignore[attr-defined]
        parts.append(_j(lang, f"{c.any_skill} skill of any type", f"任意のスキル{c.any_skill}"))  # type: ignore[attr-defined]
    return _j(lang, " + ".join(parts), "＋".join(parts))


def keyflower(lang: str) -> list[Entry]:
    from eurogames.games.keyflower import data as D
    fam = {"home": ("Home tile", "ホームタイル"), "spring": ("Spring tile", "春のタイル"),
           "summer": ("Summer tile", "夏のタイル"), "sboat": ("Summer boat", "夏のボート"),
           "autumn": ("Autumn tile", "秋のタイル"), "winter": ("Winter tile (scoring only)", "冬のタイル（得点のみ）"),
           "boat": ("Boat", "ボート"), "order": ("Turn-order tile", "手番順タイル")}
    out: list[Entry] = []
    for t in D.TILES:
        head = _j(lang, fam[t.family][0], fam[t.family][1])
        if t.family == "sboat":
            en, ja = D.SBOAT_TEXT[str(t.extra["code"])]
            body = _j(lang, f"{head}. Its owner may, from now on, {en}. No action, never upgraded.",
                      f"{head}。獲得後ずっと有効: {ja}。アクションなし、アップグレード不可。")
        elif t.family == "winter":
            body = _j(lang, f"{head}. At the end of the game: {t.extra['text']}.",
                      f"{head}。ゲーム終了時: {t.extra['text_ja']}。")
        elif t.family == "order":
            body = _j(lang, f"{head}. Win it by bidding like any tile; the next season's turn order follows the "
                      "numbers, and the highest number in play hands over the purple start keeple.",
                      f"{head}。通常のタイルと同じく競りで獲得します。次の季節の手番順はこの番号で決まり、"
                      "最も大きい番号を持つ人が紫のスタートキープルを受け取ります。")
        elif t.family == "boat":
            load = t.extra["load"]
            body = _j(lang, f"{head}, in play with {t.number}+ players. In spring to autumn it carries keeples "
                      f"and skills (side A: {load['A'][0]} keeples, {load['A'][1]} skill(s)); when you pass first "
                      "you choose a boat and take its load. In winter the boats are bid on as scoring tiles: "
                      "see [the boats](#scoring).",
                      f"{head}。{t.number}人以上で使用。春〜秋はキープルとスキルを積み（A面: キープル{load['A'][0]}個、"
                      f"スキル{load['A'][1]}枚）、最初にパスした人から順にボートを選んで中身を受け取ります。"
                      "冬には得点タイルとして競りの対象になります。[得点計算](#scoring)を参照。")
        else:
            body = _j(lang, f"{head}. Front: {_kf_side(t.front, lang)}.", f"{head}。表面: {_kf_side(t.front, lang)}。")
            if t.store:
                res = t.store[0]
                what = _j(lang, "resource" if res < 0 else D.RESOURCES[res], "資源" if res < 0 else D.RESOURCES_JA[res])
                body += _j(lang, f" At the end: {t.store[1]} VP per {what} on it ({t.store[2]} when upgraded).",
                           f"終了時: このタイル上の{what}1個につき{t.store[1]}点（アップグレード後{t.store[2]}点）。")
            if t.back is not None and t.cost is not None:
                body += _j(lang, f" Upgraded: {_kf_side(t.back, lang)}. Upgrade cost: {_kf_cost(t.cost, lang)}.",
                           f"アップグレード後: {_kf_side(t.back, lang)}。費用: {_kf_cost(t.cost, lang)}。")
        out.append((f"tile-{t.tid}", _j(lang, t.en, t.ja), body))
    return out


# ----- Orléans ------------------------------------------------------------------------------

_ORL_PLACE = {
    "farmhouse": (("Recruit a farmer: it goes into your bag, your farmer marker moves up one step and you take the good "
                  "printed on the new step."), "農民を1人雇って袋に入れ、農民トラックを1つ進め、進んだマスに描かれた商品を得ます。"),
    "village": (("Recruit one of boatman (coins), craftsman (a technology tile) or trader (a place tile), moving that "
                "track up one step."), "船員（コイン）、職人（技術タイル）、商人（建物タイル）から1人を雇い、そのトラックを1つ進めます。"),
    "university": ("Recruit a scholar and advance on the development track by the number shown on the scholar track.",
                   "学者を雇い、学者トラックに示された数だけ発展トラックを進めます。"),
    "castle": ("Recruit a knight: from next round you draw more followers from your bag.",
               "騎士を雇います。次のラウンドから袋から引ける人数が増えます。"),
    "monastery": ("Recruit a monk, who can stand in for any other follower. Closed in a Pilgrimage round.",
                  "僧侶を雇います。僧侶はどの仲間の代わりにもなります。巡礼のラウンドは使えません。"),
    "ship": ("Move your merchant one waterway and take the good lying on it, if any.",
             "商人コマを水路で1つ移動し、その道にある商品があれば得ます。"),
    "wagon": ("Move your merchant one road and take the good lying on it, if any.",
              "商人コマを陸路で1つ移動し、その道にある商品があれば得ます。"),
    "guildhall": (("Build a trading station in the city where your merchant stands (one per city; Orléans takes one "
                  "of each player)."), "商人コマのいる都市に交易所を建てます（1都市1つ、オルレアンは各人1つずつ）。"),
    "scriptorium": ("Advance one step on the development track.", "発展トラックを1つ進めます。"),
    "town_hall": (("Send the followers on it (not your own-colour ones) to matching spaces of the beneficial deeds and "
                  "take the deed's reward for each."),
                  "ここに置いた仲間（自色以外）を市民事業の同じ種類のマスに送り、1人ごとに報酬を得ます。"),
    "hayrick": ("Take 1 grain.", "小麦1つを得ます。"),
    "cheese_factory": ("Take 1 cheese.", "チーズ1つを得ます。"),
    "winery": ("Take 1 wine.", "ワイン1つを得ます。"),
    "wool_manufacturer": ("Take 1 wool.", "羊毛1つを得ます。"),
    "tailor_shop": ("Take 1 brocade.", "織物1つを得ます。"),
    "shipping_line": ("Advance one development step.", "発展トラックを1つ進めます。"),
    "library": ("Advance two development steps.", "発展トラックを2つ進めます。"),
    "windmill": ("Take 2 coins and advance one development step.", "2コインを得て、発展トラックを1つ進めます。"),
    "brewery": ("Take 2 coins.", "2コインを得ます。"),
    "cellar": ("Take 4 coins.", "4コインを得ます。"),
    "office": ("Take 1 coin per trading station you have on the map.", "地図上の自分の交易所1つにつき1コインを得ます。"),
    "hospital": ("Take coins equal to your development level.", "自分の発展レベルと同じ数のコインを得ます。"),
    "horse_wagon": ("Like the Wagon: move one road and take its good.", "車と同じく、陸路で1つ移動してその商品を得ます。"),
    "school": ("Lasting ability: a scholar can stand in for any follower except a monk.",
               "常時効果: 学者が僧侶以外のどの仲間の代わりにもなります。"),
    "herb_garden": ("Lasting ability: a boatman can stand in for a farmer, craftsman or trader.",
                    "常時効果: 船員が農民・職人・商人の代わりになります。"),
    "sacristy": ("With a monk on it in a Harvest, Taxes or Plague round, you ignore that event.",
                 "収穫税・物品税・疫病のラウンドに僧侶が置かれていれば、そのイベントを無視できます。"),
    "gunpowder_tower": ("Two more market spaces; followers put there can be sent to the deeds like the Town Hall.",
                        "市場が2マス増え、そこに置いた仲間を市役所と同じく市民事業へ送れます。"),
    "laboratory": ("Take a technology tile (it may go on any non-monk space).", "技術タイルを1枚得ます（僧侶以外のマスに置けます）。"),
    "pharmacy": ("Pay up to 3 coins; advance one development step per coin.", "最大3コインを払い、1コインにつき発展トラックを1つ進めます。"),
    "bathhouse": ("Draw followers from your bag and put some of them straight onto action spaces.",
                  "袋から仲間を引き、そのうち一部をすぐにアクションマスに置きます。"),
}
_ORL_EVENT = {
    "pilgrimage": ("Nobody may use the Monastery this round.", "このラウンドは誰も寺院を使えません。"),
    "plague": ("Everyone draws one follower from their bag; a neutral one goes back to the supply.",
               "各自が袋から1人引き、自色以外ならストックに戻します。"),
    "harvest": ("Everyone gives back one food (grain, cheese or wine), or pays 5 coins.",
                "各自が食料（小麦・チーズ・ワイン）1つを返すか、5コインを払います。"),
    "taxes": ("Pay 1 coin for every 3 goods you own.", "商品3つにつき1コインを払います。"),
    "trading_day": ("Take 1 coin per trading station you have on the map.", "地図上の交易所1つにつき1コインを得ます。"),
    "income": ("Take coins equal to your development level.", "発展レベルと同じ数のコインを得ます。"),
}


def orleans(lang: str) -> list[Entry]:
    from eurogames.games.orleans import data as D
    out: list[Entry] = []
    for i, p in enumerate(D.PLACES):
        req = D.PLACE_REQ[i]
        names = D.REQ_JA if lang == "ja" else D.REQ_EN
        need = _j(lang, " + ".join(names[r] for r in req) or "none (a lasting ability)",
                  "＋".join(names[r] for r in req) or "なし（常時効果）")
        kind = _j(lang, "Base place" if i < D.NBASE else f"Place tile (category {'I' * D.TILE_CATEGORY[i - D.NBASE]})",
                  "基本の場所" if i < D.NBASE else f"建物タイル（カテゴリー{'I' * D.TILE_CATEGORY[i - D.NBASE]}）")
        eff = _ORL_PLACE[p][1 if lang == "ja" else 0]
        out.append((f"place-{p}", D.PLACE_JA[i] if lang == "ja" else D.PLACE_EN[i],
                    _j(lang, f"{kind}. Needs: {need}. {eff}", f"{kind}。必要な仲間: {need}。{eff}")))
    for i, d in enumerate(D.DEEDS):
        sp = D.DEED_SPACES[i]
        names = D.FOLLOWER_JA if lang == "ja" else D.FOLLOWER_EN
        spaces = _j(lang, ", ".join(f"{n} {names[t]}" for t, n in enumerate(sp) if n),
                    "、".join(f"{names[t]}{n}" for t, n in enumerate(sp) if n))
        rew = D.DEED_REWARD[i]
        reward = (_j(lang, "1 coin or 1 development step", "1コインまたは発展1歩") if i == D.CANALISATION
                  else _j(lang, f"{rew} coin(s)", f"{rew}コイン"))
        out.append((f"deed-{d}", D.DEED_JA[i] if lang == "ja" else D.DEED_EN[i],
                    _j(lang, f"Beneficial deed with spaces for {spaces}. Each follower sent here earns {reward}; "
                             "whoever fills the last space takes its citizen.",
                       f"市民事業。マス: {spaces}。送った仲間1人ごとに{reward}を得ます。最後のマスを埋めた人が市民を得ます。")))
    for i, e in enumerate(D.EVENT_NAMES):
        out.append((f"event-{e}", D.EVENT_JA[i] if lang == "ja" else D.EVENT_EN[i],
                    _ORL_EVENT[e][1 if lang == "ja" else 0]))
    fol = {
        "farmer": ("Needed by many places; the farmer track pays goods.", "多くの場所で必要です。農民トラックで商品を得ます。"),
        "boatman": ("The boatman track pays coins.", "船員トラックでコインを得ます。"),
        "craftsman": ("The craftsman track gives technology tiles.", "職人トラックで技術タイルを得ます。"),
        "trader": ("The trader track gives place tiles.", "商人トラックで建物タイルを得ます。"),
        "knight": ("Each knight lets you draw more followers per round.", "騎士が増えるほど毎ラウンド多くの仲間を引けます。"),
        "scholar": ("The scholar track moves you along the development track.", "学者トラックで発展トラックを進みます。"),
        "monk": ("A monk stands in for any follower; nothing stands in for a monk.", "僧侶はどの仲間の代わりにもなりますが、僧侶の代わりはありません。"),
    }
    for i, f in enumerate(D.FOLLOWER_NAMES):
        out.append((f"follower-{f}", D.FOLLOWER_JA[i] if lang == "ja" else D.FOLLOWER_EN[i].capitalize(),
                    fol[f][1 if lang == "ja" else 0]))
    for i, g in enumerate(D.GOOD_NAMES):
        out.append((f"good-{g}", D.GOOD_JA[i] if lang == "ja" else D.GOOD_EN[i].capitalize(),
                    _j(lang, f"A good worth {D.GOOD_VALUE[i]} point(s) at the end; {D.GOOD_COUNT[i]} in the game.",
                       f"終了時に{D.GOOD_VALUE[i]}点になる商品。全部で{D.GOOD_COUNT[i]}個。")))
    return out


# ----- The White Castle ---------------------------------------------------------------------

def wc_effect(e: tuple[object, ...], lang: str) -> str:
    """One effect tuple of white_castle/data.py in words."""
    from eurogames.games.white_castle import data as D
    k = e[0]
    res = {"food": ("food", "食料"), "iron": ("iron", "鉄"), "pearl": ("pearl", "真珠"), "coin": ("coin", "コイン"),
           "seal": ("daimyo seal", "大名紋章"), "cp": ("CP (points)", "CP（得点）")}
    if k in res:
        return _j(lang, f"+{e[1]} {res[str(k)][0]}", f"{res[str(k)][1]}+{e[1]}")
    if k == "choice":
        return _j(lang, f"+{e[1]} resource(s) of your choice (food/iron/pearl)", f"好きな資源（食料・鉄・真珠）+{e[1]}")
    if k == "pot":
        return _j(lang, f"{e[1]} step(s) on the Passage of Time", f"季節トラックを{e[1]}歩進む")
    if k == "lantern":
        return _j(lang, "a Lantern action", "灯籠アクション")
    if k == "well":
        return _j(lang, "a Well action", "井戸アクション")
    if k == "lightbg":
        return _j(lang, "any light-background action of the main board", "メインボードの明るい背景のアクション1つ")
    if k == "worker":
        w = str(e[1])
        name = _j(lang, D.WORKER_EN[w], D.WORKER_JA[w])
        seal = int(e[2])  # type: ignore[call-overload]
        pay = _j(lang, f"pay {seal} seal, then " if seal else "", f"大名紋章{seal}を払って" if seal else "")
        return _j(lang, f"{pay}a {name} action", f"{pay}{name}アクション")
    if k == "pay":
        return _j(lang, f"you may pay {e[1]} coins for: {wc_effect(e[2], lang)}",  # type: ignore[arg-type]
                  f"{e[1]}コインを払えば: {wc_effect(e[2], lang)}")  # type: ignore[arg-type]
    if k == "dtile":
        c = int(e[1])  # type: ignore[call-overload]
        col = _j(lang, "any" if c < 0 else D.COLOUR_EN[c], "任意の色" if c < 0 else D.COLOUR_JA[c])
        return _j(lang, f"the action of a die tile ({col})", f"ダイスタイル（{col}）のアクション")
    if k == "domain":
        return _j(lang, "a Personal Domain action", "個人ボードのアクション")
    if k == "decree":
        return _j(lang, f"a decree card ({e[1]}) into your Lantern area", f"布告カード（{e[1]}）を灯籠エリアへ")
    raise ValueError(f"unknown effect {e!r}")


def _wc_list(effects: tuple[tuple[object, ...], ...], lang: str) -> str:
    return _j(lang, ", ", "、").join(wc_effect(e, lang) for e in effects)


def white_castle(lang: str) -> list[Entry]:
    from eurogames.games.white_castle import data as D
    out: list[Entry] = []
    kinds = {"steward": ("Steward card (1st floor)", "給仕カード（1階）"),
             "diplomat": ("Diplomat card (2nd floor)", "交流カード（2階）"),
             "resource": ("Starting resource card", "初期資源カード"),
             "action": ("Starting action card", "初期アクションカード"),
             "decree": ("Decree card", "布告カード")}
    rows = (_j(lang, "top", "上段"), _j(lang, "middle", "中段"), _j(lang, "bottom", "下段"))
    for c in D.CARDS.values():
        head = _j(lang, kinds[c.kind][0], kinds[c.kind][1])
        parts = [head + _j(lang, ".", "。")]
        for b in c.blocks:
            where = _j(lang, "/", "・").join(rows[r] for r in b.rows)
            shade = _j(lang, "light" if b.light else "dark", "明" if b.light else "暗")
            parts.append(_j(lang, f"{where} ({shade}): {_wc_list(b.effects, lang)}.",
                            f"{where}（{shade}）: {_wc_list(b.effects, lang)}。"))
        if c.setup:
            parts.append(_j(lang, f"Set-up: {_wc_list(c.setup, lang)}.", f"開始時: {_wc_list(c.setup, lang)}。"))
        parts.append(_j(lang, f"In the Lantern area: {wc_effect(c.lantern, lang)}.",
                        f"灯籠エリアでは: {wc_effect(c.lantern, lang)}。"))
        out.append((f"card-{c.id}", c.id, _j(lang, " ", "").join(parts)))
    for fid, fx in D.DAIMYO.items():
        out.append((f"daimyo-{fid}", fid, _j(
            lang, f"Daimyo's Favor card (3rd floor). Its three spaces give: {_wc_list(fx, lang)}.",
            f"大名の恩恵カード（3階）。3つのマスの報酬: {_wc_list(fx, lang)}。")))
    for g in D.GARDENS.values():
        kind = _j(lang, "Plant garden" if g.plant else "Stone garden", "植物の庭" if g.plant else "石の庭")
        out.append((f"garden-{g.id}", g.id, _j(
            lang, f"{kind}: costs {g.food} food, worth {g.cp} CP at the end; when activated: {wc_effect(g.effect, lang)}.",
            f"{kind}: 食料{g.food}で設置、終了時{g.cp}CP。起動すると: {wc_effect(g.effect, lang)}。")))
    for i, (iron, vp, _faces) in enumerate(D.YARDS):
        out.append((f"yard-{D.YARD_NAMES[i]}", _j(lang, f"Training ground {D.YARD_NAMES[i]}", f"訓練場{D.YARD_NAMES[i]}"),
                    _j(lang, f"A Warrior action sends a warrior here for {iron} iron and resolves the yard's tile(s). "
                             f"At the end each warrior here is worth {vp}, multiplied by your courtiers on floors 1-3 "
                             "(see [scoring](#scoring)).",
                       f"侍アクションで鉄{iron}を払って侍を送り、タイルを解決します。終了時、ここの侍1人は{vp}×"
                       "1〜3階の藩士の数の得点になります（[得点計算](#scoring)）。")))
    for tid, (blue, yellow) in D.YARD_TILES.items():
        out.append((f"ytile-{tid}", tid, _j(
            lang, f"Training-ground tile. Blue face: {wc_effect(blue, lang)}. Yellow face: {wc_effect(yellow, lang)}.",
            f"訓練場タイル。青面: {wc_effect(blue, lang)}。黄面: {wc_effect(yellow, lang)}。")))
    names = D.SPACE_JA if lang == "ja" else D.SPACE_EN
    what = {
        "room": ("A castle room: the die's colour must match one of the room's die tiles; every row of the room's "
                 "card whose die tile matches the die resolves.",
                 "城の部屋: ダイスの色が部屋のダイスタイルのどれかと同じでなければなりません。ダイスと同じ色のタイルの段の"
                 "カードのブロックがすべて解決されます。"),
        "outside": ("Outside the Walls: any colour; take one of the two main actions shown.",
                    "城外: どの色でも置けます。示された2つの主アクションのどちらかを行います。"),
        "well": ("The Well: any colour, never full; gain 1 seal and the rewards of the two Well die tiles.",
                 "井戸: どの色でも置け、満員になりません。大名紋章1つと、井戸の2枚のダイスタイルの報酬を得ます。"),
        "row": ("Your own domain row of the die's colour: its rewards uncovered so far, then the matching block of "
                "your action card.",
                "ダイスと同じ色の自分の個人ボードの列: これまでに現れた報酬を得て、アクションカードの同じ段のブロックを行います。"),
    }
    for i, sname in enumerate(D.SPACE_NAMES):
        kind = "room" if i in D.ROOMS else "outside" if i in D.OUTSIDE else "well" if i == D.WELL else "row"
        out.append((f"space-{sname}", names[i], _j(
            lang, f"{what[kind][0]} Value {D.SPACE_VALUE[i]}: a die worth less costs the difference in coins; a "
                  "higher die gives the difference back.",
            f"{what[kind][1]}基準値{D.SPACE_VALUE[i]}: ダイスが小さければ差額のコインを払い、大きければ差額を受け取ります。")))
    return out


# ----- The Castles of Burgundy --------------------------------------------------------------

_COB_KIND = {
    "castle": ("Take one extra die action at once, with any die value you like.",
               "すぐに追加のダイスアクションを1回行います。ダイスの目は自由に決められます。"),
    "ship": ("Take all goods of one depot and move up on the turn-order track.",
             "好きなデポの商品をすべて取り、手番順トラックを1つ進みます。"),
    "mine": ("At the end of every phase, 1 silverling.", "各フェーズの終わりに銀貨1枚。"),
    "animal": ("Score its animals, plus those of the same kind already in that pasture.",
               "その動物の数に、同じ牧場にある同じ種類の動物の数を加えた点を得ます。"),
    "building": ("Each building kind has its own effect (below); one of each kind per city.",
                 "建物は種類ごとに効果があります（下記）。1つの町に同じ種類は1つまで。"),
    "knowledge": ("Each knowledge tile bends a rule in your favour or scores at the end (below).",
                  "修道院タイルはルールを有利に変えるか、終了時に得点になります（下記）。"),
}
_COB_BUILDING = (
    ("Sell one kind of goods at once, without a die.", "ダイスなしで商品1種類をすぐに売ります。"),
    ("4 VP at once.", "すぐに4点。"),
    ("Take a building tile from a numbered depot.", "番号付きデポから建物タイルを1枚取ります。"),
    ("Take a castle, mine or knowledge tile from a numbered depot.", "番号付きデポから城・鉱山・修道院タイルを1枚取ります。"),
    ("Take a ship or animal tile from a numbered depot.", "番号付きデポから船・牧場タイルを1枚取ります。"),
    ("Take 4 workers.", "ワーカーを4個得ます。"),
    ("Take 2 silverlings.", "銀貨を2枚得ます。"),
    ("Place one more tile from storage at once, whatever the die.", "保管庫からもう1枚、ダイスの目を無視してすぐに置きます。"),
)
_COB_KNOW = {
    1: ("A city may hold the same building kind more than once.", "1つの町に同じ種類の建物を複数置けます。"),
    2: ("Each mine also gives 1 worker at each phase end.", "各フェーズ終了時、鉱山1つにつきワーカー1個も得ます。"),
    3: ("Each sale gives 2 silverlings instead of 1.", "商品を売るたびに銀貨2枚（1枚ではなく）。"),
    4: ("Each sale also gives 1 worker.", "商品を売るたびにワーカー1個も得ます。"),
    5: ("A ship also takes the goods of a neighbouring depot.", "船を置くと、隣のデポの商品も取れます。"),
    6: ("Buying is more flexible: pay with workers too, and buy from any depot.",
        "購入が柔軟に: ワーカーでも支払え、どのデポからでも買えます。"),
    7: ("Each animal tile that scores gives 1 VP more.", "得点する動物タイル1枚につき+1点。"),
    8: ("Each worker turns a die by up to 2.", "ワーカー1個でダイスを最大2変えられます。"),
    9: ("Free ±1 on the die when placing a building.", "建物を置くときダイス±1が無料。"),
    10: ("Free ±1 when placing a ship or animal tile.", "船・牧場を置くときダイス±1が無料。"),
    11: ("Free ±1 when placing a castle, mine or knowledge tile.", "城・鉱山・修道院を置くときダイス±1が無料。"),
    12: ("Free ±1 when taking a tile from a numbered depot.", "番号付きデポからタイルを取るときダイス±1が無料。"),
    13: ("Taking workers also gives 1 silverling.", "ワーカーを取るアクションで銀貨1枚も得ます。"),
    14: ("Taking workers gives 4 instead of 2.", "ワーカーを取るアクションで2個でなく4個。"),
    15: ("End: VP per goods colour you have sold.", "終了時: 売った商品の色1種類ごとに得点。"),
    16: ("End: 4 VP per warehouse.", "終了時: 倉庫1つにつき4点。"),
    17: ("End: 4 VP per watchtower.", "終了時: 見張り塔1つにつき4点。"),
    18: ("End: 4 VP per carpenter's workshop.", "終了時: 大工の作業場1つにつき4点。"),
    19: ("End: 4 VP per church.", "終了時: 教会1つにつき4点。"),
    20: ("End: 4 VP per market.", "終了時: 市場1つにつき4点。"),
    21: ("End: 4 VP per boarding house.", "終了時: 宿屋1つにつき4点。"),
    22: ("End: 4 VP per bank.", "終了時: 銀行1つにつき4点。"),
    23: ("End: 4 VP per city hall.", "終了時: 市庁舎1つにつき4点。"),
    24: ("End: 4 VP per animal kind on your estate.", "終了時: 自分の領地の動物の種類1つにつき4点。"),
    25: ("End: 1 VP per goods tile you have sold.", "終了時: 売った商品タイル1枚につき1点。"),
    26: ("End: VP per bonus tile you own.", "終了時: 持っているボーナスタイル1枚ごとに得点。"),
}


def castles_of_burgundy(lang: str) -> list[Entry]:
    from eurogames.games.castles_of_burgundy import data as D
    out: list[Entry] = []
    i = 1 if lang == "ja" else 0
    for k, name in enumerate(D.KIND_NAMES["en"]):
        out.append((f"kind-{name}", _j(lang, name.capitalize(), D.KIND_NAMES["ja"][k]), _j(
            lang, f"Tile colour {D.KIND_LETTER[k]} in the terminal. {_COB_KIND[name][0]}",
            f"端末では{D.KIND_LETTER[k]}。{_COB_KIND[name][1]}")))
    for b, name in enumerate(D.BUILDING_NAMES["en"]):
        out.append((f"building-{b}", _j(lang, name.capitalize(), D.BUILDING_NAMES["ja"][b]), _j(
            lang, f"Building ({D.BUILDING_LETTER[b]} in the terminal). {_COB_BUILDING[b][0]}",
            f"建物（端末では{D.BUILDING_LETTER[b]}）。{_COB_BUILDING[b][1]}")))
    for a, name in enumerate(D.ANIMAL_NAMES["en"]):
        out.append((f"animal-{name}", _j(lang, name.capitalize(), D.ANIMAL_NAMES["ja"][a]), _j(
            lang, f"Animal tiles with 2 to 4 {name} ({'cpsh'[a]} in the terminal). {_COB_KIND['animal'][0]}",
            f"{D.ANIMAL_NAMES['ja'][a]}2〜4頭の牧場タイル（端末では{'cpsh'[a]}）。{_COB_KIND['animal'][1]}")))
    for n in range(1, 27):
        out.append((f"knowledge-{n}", _j(lang, f"Knowledge #{n}", f"修道院#{n}"), _COB_KNOW[n][i]))
    for c in range(1, D.GOODS_COLOURS + 1):
        out.append((f"goods-{c}", _j(lang, D.GOODS_NAMES["en"][c - 1].capitalize(), D.GOODS_NAMES["ja"][c - 1]), _j(
            lang, f"Goods tile showing die {c} (g{c} in the terminal). Sell with a die of {c}.",
            f"ダイス{c}の商品タイル（端末ではg{c}）。目{c}のダイスで売ります。")))
    return out


# ----- The Castles of Burgundy: The Card Game ---------------------------------------------

_BCG_TYPE = (
    ("Placing it gives one extra action with any die value you name.", "置くと、好きな目で追加アクションを1回行えます。"),
    ("Placing it gives 2 silver.", "置くと銀2枚を得ます。"),
    ("No effect when placed; cloisters count as a type of your choice for triples.", "置いても効果はありません。3枚組ではどの種類としても数えられます。"),
    ("Placing it gives 2 workers.", "置くとワーカー2枚を得ます。"),
    ("Placing it gives the top card of a goods pile.", "置くと商品の山札の一番上を得ます。"),
    ("Placing it gives the top card of an animal pile.", "置くと動物の山札の一番上を得ます。"),
    ("Each building kind has its own effect (below).", "建物は種類ごとに効果があります（下記）。"),
)
_BCG_BUILDING = (
    ("Take a building or knowledge card from any display row.", "場のどの列からでも建物か知識カードを1枚取ります。"),
    ("Take a castle, mine or cloister card from any display row.", "場のどの列からでも城・鉱山・修道院カードを1枚取ります。"),
    ("Take a ship or pasture card from any display row.", "場のどの列からでも船か牧草地カードを1枚取ります。"),
    ("1 VP.", "1点を得ます。"),
    ("3 silver.", "銀3枚を得ます。"),
    ("Take one good or one animal from the top of a pile.", "山札の一番上から商品か動物を1枚得ます。"),
    ("Sell all goods of one kind, without a die.", "ダイスなしで商品1種類をすべて売ります。"),
    ("Place one more project at once, whatever its die.", "ダイスの目を無視して、もう1枚の計画をすぐに置きます。"),
)


def burgundy_card_game(lang: str) -> list[Entry]:
    from eurogames.games.burgundy_card_game import data as D
    out: list[Entry] = []
    i = 1 if lang == "ja" else 0
    for t, name in enumerate(D.TYPE_NAMES):
        out.append((f"type-{name}", D.TYPE_NAMES_JA[t] if lang == "ja" else name.capitalize(), _j(
            lang, f"Action card ({D.TYPE_COUNTS[t]} in the game, {D.TYPE_COLOURS[t]}). {_BCG_TYPE[t][0]} "
                  f"A triple of this type in your estate scores {D.TRIPLE_VP[t]} VP.",
            f"アクションカード（全{D.TYPE_COUNTS[t]}枚）。{_BCG_TYPE[t][1]}領地でこの種類の3枚組を作ると{D.TRIPLE_VP[t]}点。")))
    for b, name in enumerate(D.BUILDING_NAMES):
        out.append((f"building-{b}", D.BUILDING_NAMES_JA[b] if lang == "ja" else name.capitalize(),
                    _j(lang, f"Building. {_BCG_BUILDING[b][0]}", f"建物。{_BCG_BUILDING[b][1]}")))
    for g, name in enumerate(D.GOODS_NAMES):
        lo, hi = D.GOODS_DICE[g]
        out.append((f"goods-{name}", D.GOODS_NAMES_JA[g] if lang == "ja" else f"{name.capitalize()} goods", _j(
            lang, f"Goods card. Sold with a die of {lo} or {hi}; worth {D.GOODS_VP[g]} VP once sold.",
            f"商品カード。目{lo}か{hi}で売れ、売ると{D.GOODS_VP[g]}点。")))
    for a, name in enumerate(D.ANIMAL_NAMES):
        out.append((f"animal-{name}", D.ANIMAL_NAMES_JA[a] if lang == "ja" else name.capitalize(), _j(
            lang, "Animal card. At the end, sets of different animals score: 3 kinds 1 VP, 4 kinds 2 VP... "
                  "see [scoring](#scoring).",
            "動物カード。終了時、異なる動物の組が得点になります。[得点計算](#scoring)を参照。")))
    for k in D.BONUS_KINDS:
        out.append((f"bonus-{k}", D.BONUS_NAMES_JA[k] if lang == "ja" else D.BONUS_NAMES[k].capitalize(), _j(
            lang, f"Round-card reward: one of the choices offered at the end of a round ({D.BONUS_NAMES[k]}).",
            f"ラウンドカードの報酬: ラウンド終了時に選べるもの（{D.BONUS_NAMES_JA[k]}）。")))
    del i
    return out


GENERATORS: dict[str, Callable[[str], list[Entry]]] = {
    "keyflower": keyflower, "orleans": orleans, "white_castle": white_castle,
    "castles_of_burgundy": castles_of_burgundy, "burgundy_card_game": burgundy_card_game,
}


def components(game: str, lang: str) -> list[Entry]:
    return GENERATORS[game](lang)


def block(game: str, lang: str) -> str:
    lines = [BEGIN]
    for cid, name, text in components(game, lang):
        lines += ["", f"### {cid} | {name}", "", text]
    lines += ["", END]
    return "\n".join(lines)


def rewrite(game: str, lang: str) -> bool:
    """Regenerate the component entries of one file; True if it changed."""
    path = HERE / f"{game}.{lang}.md"
    if not path.exists():
        return False
    text = path.read_text(encoding="utf-8")
    a, b = text.index(BEGIN), text.index(END) + len(END)
    new = text[:a] + block(game, lang) + text[b:]
    if new != text:
        path.write_text(new, encoding="utf-8")
    return new != text


def main() -> None:
    for game in GENERATORS:
        for lang in ("en", "ja"):
            print(game, lang, "changed" if rewrite(game, lang) else "unchanged")


if __name__ == "__main__":
    main()
