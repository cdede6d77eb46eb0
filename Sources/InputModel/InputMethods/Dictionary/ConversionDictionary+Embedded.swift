extension ConversionDictionary {
  /// A small dictionary written for this project: particles, common nouns, verbs and
  /// phrases, demonstratives and adverbs usually written in kana, common loanwords, and the
  /// okuri-ari stems of common verbs and adjectives; enough to convert the tests' and bundled
  /// scenarios' sentences (`きょうはいいてんきです` → 今日は|良い|天気です) without an SKK
  /// file, and to put the usual spelling first when merged with one (`わかる`, not 別る).
  ///
  /// The source is `embeddedDictionarySource`, in SKK line syntax; `SKKLine` parses it, so
  /// the embedded and loaded dictionaries follow one rule set.
  public static let embedded: ConversionDictionary = parseEmbedded().dictionary

  /// The embedded dictionary and the problems found in its source (the tests expect none).
  static func parseEmbedded() -> (dictionary: ConversionDictionary, problems: [SKKDiagnostic]) {
    var dictionary = ConversionDictionary()
    var problems: [SKKDiagnostic] = []
    let lines = embeddedDictionarySource.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      switch SKKLine.parse(String(line)) {
      case .success(.entry(let reading, let words)):
        dictionary.add(reading: reading, words: words)
      case .success(.blank), .success(.comment):
        continue
      case .success(.okuriAri(let key, let words)):
        dictionary.add(okuriAriKey: key, words: words)
      case .failure(let problem):
        problems.append(SKKDiagnostic(path: "embedded", line: index + 1, message: problem.description))
      }
    }
    return (dictionary, problems)
  }
}

/// The embedded dictionary, one SKK line per reading: `よみ /語1/語2/`, most likely word
/// first. Written for this project from common Japanese usage (no SKK file was copied).
let embeddedDictionarySource = """
  ;; particles and endings: the kana itself comes first
  は /は/葉/派/歯/
  が /が/蛾/我/
  を /を/
  に /に/二/荷/
  で /で/出/
  と /と/戸/都/
  も /も/藻/
  の /の/野/
  へ /へ/屁/
  や /や/屋/矢/
  か /か/化/課/科/蚊/
  ね /ね/根/値/
  よ /よ/世/夜/
  から /から/空/殻/唐/
  まで /まで/迄/
  より /より/
  だけ /だけ/丈/
  です /です/
  ます /ます/升/
  でした /でした/
  ました /ました/
  ません /ません/
  だ /だ/
  ;; people and pronouns
  わたし /私/渡し/
  わたしたち /私たち/私達/
  ぼく /僕/
  あなた /あなた/貴方/
  かれ /彼/
  かのじょ /彼女/
  ひと /人/
  みんな /みんな/皆/
  ともだち /友達/
  せんせい /先生/
  がくせい /学生/
  こども /子供/子ども/
  かぞく /家族/
  なまえ /名前/
  ;; time
  きょう /今日/京/強/
  きょうは /今日は/
  あした /明日/
  あす /明日/
  きのう /昨日/機能/
  いま /今/居間/
  あさ /朝/麻/
  ひる /昼/
  よる /夜/
  まいにち /毎日/
  こんにち /今日/
  こんにちは /こんにちは/今日は/
  こんばんは /こんばんは/今晩は/
  じかん /時間/
  とき /時/
  ねん /年/
  つき /月/
  ひ /日/火/
  しゅう /週/州/
  ;; weather and nature
  てんき /天気/転機/
  あめ /雨/飴/
  ゆき /雪/
  かぜ /風/風邪/
  そら /空/
  やま /山/
  かわ /川/皮/革/
  うみ /海/
  はな /花/鼻/
  き /木/気/
  いし /石/意思/医師/
  みず /水/
  ;; places
  にほん /日本/二本/
  にほんご /日本語/
  とうきょう /東京/
  きょうと /京都/
  おおさか /大阪/
  がっこう /学校/
  だいがく /大学/
  かいしゃ /会社/
  いえ /家/
  うち /家/内/
  えき /駅/液/
  みせ /店/
  へや /部屋/
  まち /町/街/
  くに /国/
  ;; food
  からあげ /唐揚げ/空揚げ/
  あげ /揚げ/上げ/
  ごはん /ご飯/御飯/
  すし /寿司/
  さかな /魚/
  にく /肉/
  やさい /野菜/
  たまご /卵/玉子/
  おちゃ /お茶/
  みそしる /味噌汁/
  はし /箸/橋/端/
  ;; language and input
  かんじ /漢字/感じ/幹事/
  べんきょう /勉強/
  へんかん /変換/返還/
  にゅうりょく /入力/
  もじ /文字/
  ことば /言葉/
  ほん /本/
  しんぶん /新聞/
  でんわ /電話/
  てがみ /手紙/
  けんさく /検索/
  ;; verbs (dictionary and polite forms)
  いく /行く/
  いきます /行きます/
  いった /行った/言った/
  くる /来る/
  きます /来ます/
  する /する/
  します /します/
  しました /しました/
  たべる /食べる/
  たべます /食べます/
  のむ /飲む/
  のみます /飲みます/
  みる /見る/
  みます /見ます/
  きく /聞く/効く/菊/
  よむ /読む/
  かく /書く/描く/各/
  はなす /話す/離す/
  かえる /帰る/変える/蛙/
  かえります /帰ります/
  おきる /起きる/
  ねる /寝る/練る/
  あう /会う/合う/
  まつ /待つ/松/
  わかる /分かる/
  わかります /分かります/
  おもう /思う/
  つかう /使う/
  つくる /作る/造る/
  あるく /歩く/
  はしる /走る/
  ;; adjectives and adverbs
  いい /良い/いい/
  よい /良い/善い/
  わるい /悪い/
  おおきい /大きい/
  ちいさい /小さい/
  あたらしい /新しい/
  ふるい /古い/
  たかい /高い/
  やすい /安い/
  あつい /暑い/熱い/厚い/
  さむい /寒い/
  はやい /早い/速い/
  おそい /遅い/
  たのしい /楽しい/
  うれしい /嬉しい/
  とても /とても/
  すこし /少し/
  たくさん /たくさん/沢山/
  ;; numbers
  いち /一/市/位置/
  さん /三/山/
  ご /五/語/後/
  じゅう /十/
  ひゃく /百/
  せん /千/線/
  まん /万/
  ;; greetings and phrases
  ありがとう /ありがとう/有難う/
  おはよう /おはよう/お早う/
  さようなら /さようなら/
  すみません /すみません/済みません/
  よろしく /よろしく/宜しく/
  おねがいします /お願いします/
  ;; words from the suggestion-menu scenarios
  かたづけ /片付け/片づけ/
  からおけ /カラオケ/
  ;; demonstratives, adverbs and set words usually written in kana
  これ /これ/此れ/
  それ /それ/其れ/
  あれ /あれ/
  この /この/此の/
  その /その/其の/
  あの /あの/
  どの /どの/
  ここ /ここ/此処/
  そこ /そこ/
  どこ /どこ/何処/
  まだ /まだ/未だ/
  もう /もう/
  すぐ /すぐ/直ぐ/
  いつも /いつも/何時も/
  ゆっくり /ゆっくり/
  ちょっと /ちょっと/
  ください /ください/下さい/
  おおきな /大きな/
  ちいさな /小さな/
  ;; na-adjectives and nouns often typed alone
  しずか /静か/
  すき /好き/隙/
  きらい /嫌い/
  きれい /きれい/綺麗/
  げんき /元気/
  べんり /便利/
  たいせつ /大切/
  ひつよう /必要/
  じょうず /上手/
  ;; loanwords (SKK-JISYO.L lists few: its users type katakana directly)
  こーひー /コーヒー/珈琲/
  てれび /テレビ/
  てーぶる /テーブル/
  こんぴゅーたー /コンピューター/
  ぱそこん /パソコン/
  いんたーねっと /インターネット/
  めーる /メール/
  あぷり /アプリ/
  げーむ /ゲーム/
  かめら /カメラ/
  ほてる /ホテル/
  れすとらん /レストラン/
  にゅーす /ニュース/
  すぽーつ /スポーツ/
  ばす /バス/
  たくしー /タクシー/
  ぱん /パン/
  びーる /ビール/
  しゃつ /シャツ/
  どあ /ドア/
  ぼたん /ボタン/
  きーぼーど /キーボード/
  まうす /マウス/
  でーた /データ/
  ふぁいる /ファイル/
  ぷろぐらむ /プログラム/
  ぺーじ /ページ/
  てすと /テスト/
  えらー /エラー/
  ;; okuri-ari: verb and adjective stems under their kana and the okurigana's letter (SKK),
  ;; most usual spelling first; a stem spelled in kana keeps the word in kana (ある, わかる)
  あr /あ/有/在/
  できr /でき/出来/
  わかr /わか/分/別/
  いk /行/
  いt /行/言/
  くr /来/
  きm /来/
  きt /来/
  こn /来/
  たb /食/
  たべr /食べ/
  のm /飲/
  のn /飲/
  みr /見/
  みm /見/
  みt /見/
  きk /聞/効/
  きi /聞/
  よm /読/
  よn /読/
  かk /書/描/
  かi /買/書/描/
  かw /買/
  かt /買/勝/
  はなs /話/離/
  かえr /帰/変/返/
  かえt /帰/変/返/
  おk /起/置/
  ねr /寝/
  ねm /寝/
  ねt /寝/
  でr /出/
  でm /出/
  でt /出/
  あw /会/合/
  あi /会/合/
  あt /会/合/
  まt /待/
  おもw /思/
  おもi /思/
  おもt /思/
  つかw /使/
  つかi /使/
  つかt /使/
  つくr /作/造/
  つくt /作/造/
  あるk /歩/
  あるi /歩/
  はしr /走/
  はしt /走/
  はたらk /働/
  はたらi /働/
  はじm /始/初/
  おしe /教/
  わすr /忘/
  かんがe /考/
  あそb /遊/
  あそn /遊/
  およg /泳/
  およi /泳/
  すm /住/
  すn /住/済/
  ふr /降/振/
  ふt /降/振/
  たかi /高/
  たかk /高/
  やすi /安/
  やすk /安/
  あつi /暑/熱/厚/
  あつk /暑/熱/厚/
  さむi /寒/
  さむk /寒/
  はやi /早/速/
  はやk /早/速/
  おそi /遅/
  おそk /遅/
  よi /良/
  よk /良/
  わるi /悪/
  わるk /悪/
  ふるi /古/
  ふるk /古/
  ながi /長/
  ながk /長/
  みじかi /短/
  みじかk /短/
  つよi /強/
  よわi /弱/
  あかi /赤/
  しろi /白/
  あおi /青/
  くろi /黒/
  おもしろi /面白/
  おもしろk /面白/
  たのs /楽/
  うれs /嬉/
  あたらs /新/
  うつくs /美/
  おいs /美味/
  かなs /悲/
  むずかs /難/
  しずk /静/
  """
