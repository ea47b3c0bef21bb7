// Apart from texts.ts, which the first load carries: these are read only by the node actions' chunk.

/** What a reservation or a release that got no answer says once its node never moved. */
export const unconfirmedNodeTexts = {
  /** A reservation that got no answer and whose node never showed up in the rented list. */
  reserveTitle: "Reservation not confirmed",
  reserveMessage: (noAnswer: string, nodeId: number) =>
    `${noAnswer}, and node ${nodeId} has not shown up in My Nodes. Check My Nodes before you reserve it again.`,
  releaseTitle: "Release not confirmed",
  releaseMessage: (noAnswer: string, nodeId: number) =>
    `${noAnswer}, and node ${nodeId} is still in My Nodes. Check My Nodes before you release it again.`,
};
