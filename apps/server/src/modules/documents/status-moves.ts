import { DocumentStatus, type DocumentStatusValue } from "@wenku/contract";

const { pending, converting, converted, failed, disabled, reconvert, pendingReview, reviewRejected } = DocumentStatus;
const every = Object.values(DocumentStatus);

export interface StatusMove {
  /** The statuses a document may be in for the move to apply. */
  from: readonly DocumentStatusValue[];
  /** The statuses it may end in (two where the outcome depends on the document, e.g. on whether it has pages). */
  to: readonly DocumentStatusValue[];
}

/**
 * Every way a document's status changes after its creation (the state machine of spec §4's document statuses),
 * by name. modules/documents/document-status.ts is the only writer and refuses a move from or to a status not
 * listed here.
 */
export const documentStatusMoves = {
  /** A worker took the file's conversion job. */
  markConverting: { from: [pending, reconvert], to: [converting] },
  /** The file converted (or was converted before): its documents are published. */
  markConverted: { from: [pending, converting], to: [converted] },
  /** The conversion failed for good, or the file is missing. */
  markFailed: { from: [pending, converting, reconvert], to: [failed] },
  /** A try failed and will be retried, or a stopping worker gave the job back. */
  returnToQueue: { from: [converting], to: [pending] },
  /** Convert the file again, even if it was converted before (reconversion, OCR again, page repair). */
  queueReconversion: { from: [pending, converted, failed, reconvert], to: [reconvert] },
  /** Every failed document back to the queue. */
  retryFailed: { from: [failed], to: [pending] },
  /** Review: published at once when converted while in review, else to conversion. */
  approve: { from: every, to: [converted, pending] },
  reject: { from: every, to: [reviewRejected] },
  sendToReview: { from: every, to: [pendingReview] },
  disable: { from: every, to: [disabled] },
  /** Published again where it has pages, else to conversion. */
  enable: { from: every, to: [converted, pending] },
  /** An administrator's edit of the document sets any status but "converting", which only a worker sets. */
  setByManager: { from: every, to: [pending, converted, failed, disabled, reconvert, pendingReview, reviewRejected] },
} as const satisfies Record<string, StatusMove>;

export type StatusMoveName = keyof typeof documentStatusMoves;

export class IllegalStatusMove extends Error {
  constructor(move: StatusMoveName, side: "from" | "to", statuses: readonly number[]) {
    const allowed = documentStatusMoves[move][side];
    super(`document status move ${move} cannot go ${side} ${statuses.join(", ")} (allowed ${side}: ${allowed.join(", ")})`);
    this.name = "IllegalStatusMove";
  }
}

export function isLegalMove(move: StatusMoveName, from: readonly number[], to: readonly number[]): boolean {
  const rule = documentStatusMoves[move] as StatusMove;
  const within = (statuses: readonly number[], allowed: readonly number[]) => statuses.every((status) => allowed.includes(status));
  return within(from, rule.from) && within(to, rule.to);
}

/** Throws IllegalStatusMove unless every status of `from` may start the move and every one of `to` may end it. */
export function assertLegalMove(move: StatusMoveName, from: readonly number[], to: readonly number[]): void {
  const { from: allowedFrom, to: allowedTo } = documentStatusMoves[move] as StatusMove;
  const badFrom = from.filter((status) => !(allowedFrom as readonly number[]).includes(status));
  if (badFrom.length > 0) throw new IllegalStatusMove(move, "from", badFrom);
  const badTo = to.filter((status) => !(allowedTo as readonly number[]).includes(status));
  if (badTo.length > 0) throw new IllegalStatusMove(move, "to", badTo);
}
