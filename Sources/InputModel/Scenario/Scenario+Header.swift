extension Scenario {
  /// Where suggestion or search candidates come from (`candidates …`).
  public struct CandidateSource: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// `candidates "かたづけ" "からあげ"`: the words themselves.
      case inline([String])
      /// `candidates file "words.txt"`: one candidate per line of a UTF-8 file, the path
      /// relative to the scenario file's directory.
      case file(path: String)
      /// `candidates skk "/usr/share/skk/SKK-JISYO.L" words`: an SKK dictionary's readings
      /// (the default) or words.
      case skk(path: String, entries: SKKEntries)
    }

    /// Which side of an SKK dictionary line becomes a candidate: `かんじ /漢字/幹事/`.
    public enum SKKEntries: String, CaseIterable, Hashable, Sendable {
      /// The headword: `かんじ`.
      case readings
      /// The entries: `漢字`, `幹事`.
      case words
    }

    public var kind: Kind
    /// The path's location for `file` and `skk` (so a missing file is reported there), the
    /// `candidates` keyword's otherwise.
    public var location: ScenarioLocation

    public init(kind: Kind, location: ScenarioLocation) {
      self.kind = kind
      self.location = location
    }
  }

  /// `component suggestions …`: a menu that prefix-matches the candidates as the user types.
  public struct SuggestionMenuOptions: Hashable, Sendable {
    /// The component's own vocabulary, so each word is defined once.
    public typealias Direction = SuggestionMenu.Direction
    public typealias PickWrite = SuggestionMenu.PickMode
    public typealias QuerySource = SuggestionMenu.QueryMode

    /// `direction=`: which side of the field the menu opens on, default `down`.
    public var direction: Direction
    /// `max-height=`, in points, default 200.
    public var maxHeightPoints: Int
    /// `pick=`, default `direct`.
    public var pick: PickWrite
    /// `query=`, default `binding`.
    public var query: QuerySource
    /// `update=`, default `settled`.
    public var update: SuggestionMenu.UpdateMode
    /// `post-pick=`, default `match`.
    public var postPick: SuggestionMenu.PostPick
    /// `pick-task=`, default `blind`.
    public var pickTask: SuggestionMenu.PickTask

    public init(
      direction: Direction = .down, maxHeightPoints: Int = 200, pick: PickWrite = .direct,
      query: QuerySource = .binding, update: SuggestionMenu.UpdateMode = .settled,
      postPick: SuggestionMenu.PostPick = .match, pickTask: SuggestionMenu.PickTask = .blind
    ) {
      self.direction = direction
      self.maxHeightPoints = maxHeightPoints
      self.pick = pick
      self.query = query
      self.update = update
      self.postPick = postPick
      self.pickTask = pickTask
    }

    /// The menu's options.
    public var menuOptions: SuggestionMenu.Options {
      SuggestionMenu.Options(
        direction: direction, maxHeight: Double(maxHeightPoints), pickMode: pick, queryMode: query,
        updateMode: update, postPick: postPick, pickTask: pickTask)
    }
  }

  /// `component search …`: a search field with suggestions, submit and a results overlay.
  public struct SearchOptions: Hashable, Sendable {
    /// `submit-reads=`: which query the submit sends, default `current`.
    public var submitReads: AppHandlerOptions.Reads

    public init(submitReads: AppHandlerOptions.Reads = .current) {
      self.submitReads = submitReads
    }
  }

  /// `component viewport …`: one-line text that scrolls horizontally.
  public struct ViewportOptions: Hashable, Sendable {
    /// `width=`, the view's width in points, default 200.
    public var widthPoints: Int
    /// `cell-width=`, points per display cell (a wide character takes two), default 12.
    public var cellWidthPoints: Int

    public init(widthPoints: Int = 200, cellWidthPoints: Int = 12) {
      self.widthPoints = widthPoints
      self.cellWidthPoints = cellWidthPoints
    }
  }

  /// An app onChange that rewrites the binding (`transform max-length=5`, `transform uppercase
  /// deferred`).
  public typealias Transform = AppTransform
}
