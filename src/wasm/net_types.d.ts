/** What a network is (`Net.info`). */
export interface NetInfo {
  /** The model's name, as its file gives it (`g170-b6c96-s175395328-d26788732`). */
  name: string;
  /** The model format's version (8 for KataGo's g170 networks). */
  version: number;
  /** Residual blocks. */
  blocks: number;
  /** Channels of the trunk. */
  channels: number;
  /** The version of the input features the network reads (7 for model version 8). */
  inputVersion: number;
}

/** Options of `Net.evaluate`. */
export interface NetOptions {
  /** One of the 8 symmetries of the board (0, the identity, by default), or `"all"`: their average. */
  symmetry?: number | "all";
}

/** The network's reading of a position, for the side to move (ownership excepted). */
export interface NetEvaluation {
  /** One probability per point, row-major, then pass (the last); illegal moves 0. */
  policy: Float32Array;
  /** The chance that the side to move wins. */
  winrate: number;
  /** The chance that it loses. */
  lossrate: number;
  /** The chance of no result. */
  noResult: number;
  /** The expected score lead of the side to move, in points. */
  scoreLead: number;
  /** The standard deviation of the final score. */
  scoreStdev: number;
  /** Who owns each point, row-major: −1 White to 1 Black. */
  ownership: Float32Array;
}

/** `Net`'s methods written in the package's JavaScript (net-client.js). */
export interface Net {
  /**
   * The readings of 1 to 16 positions at once, in the games' order (boards of one size
   * go through the network together); `options` as `evaluate`'s. A Game of the core
   * module (`tengen`) is read through its snapshot.
   */
  evaluateBatch(games: readonly (Game | CoreGame)[], options?: NetOptions): NetEvaluation[];
}
