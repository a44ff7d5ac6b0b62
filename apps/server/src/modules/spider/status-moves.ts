import { SpiderDocumentStatus as S } from "@wenku/contract";

/** The statuses an administrator may move a document to, and from which: the workers do the rest. */
const movesFrom: Record<number, readonly number[]> = {
  [S.waitDownload]: [S.downloadQueue, S.downloadFailed],
  [S.downloadQueue]: [S.waitDownload, S.downloadFailed],
  [S.publishQueue]: [S.downloaded, S.publishFailed],
};

export const canMove = (from: number, to: number) => movesFrom[to]?.includes(from) ?? false;

export const moveRefused: Record<number, string> = {
  [S.waitDownload]: "只有排队中或下载失败的文档可以设为待下载",
  [S.downloadQueue]: "只有待下载或下载失败的文档可以下载",
  [S.publishQueue]: "只有下载成功或发布失败的文档可以发布",
};
