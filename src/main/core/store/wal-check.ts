import { existsSync, readFileSync } from 'node:fs';

/*
 * What SQLite's recovery of a WAL left behind by a crash drops without a word. Frames
 * are checked in order, each checksum chained to the one before; recovery keeps the frames up to
 * the last valid commit and silently ignores everything after the first frame that does not
 * check out. A frame of the same WAL generation (its salts match the header's) that is complete
 * but fails its checksum is damage: a damaged byte, a torn sector. Every commit frame from there
 * on is a transaction that had been committed and is now lost, and the user must hear of it.
 * (A frame with other salts is a leftover of an earlier generation: not ours to count.)
 */

export interface WalDamage {
  /** Committed transactions at the end of the WAL that recovery dropped. */
  lostTransactions: number;
  /** Frames (pages) dropped with them. */
  lostFrames: number;
}

const headerBytes = 32;
const frameHeaderBytes = 24;

/** Reads the WAL beside `dbPath` (before SQLite rewrites it) and says what recovery will drop. */
export function findWalDamage(dbPath: string): WalDamage | null {
  const walPath = `${dbPath}-wal`;
  if (!existsSync(walPath)) return null;
  const wal = readFileSync(walPath);
  if (wal.length < headerBytes) return null;
  const magic = wal.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) return null;
  const bigEndian = magic === 0x377f0683;
  const pageSize = wal.readUInt32BE(8) || 65536;
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  let [s0, s1] = checksum(wal, 0, 24, 0, 0, bigEndian);
  if (s0 !== wal.readUInt32BE(24) || s1 !== wal.readUInt32BE(28)) return null;

  const frameBytes = frameHeaderBytes + pageSize;
  let offset = headerBytes;
  // Walk the valid chain, as recovery does.
  for (; offset + frameBytes <= wal.length; offset += frameBytes) {
    if (wal.readUInt32BE(offset + 8) !== salt1 || wal.readUInt32BE(offset + 12) !== salt2) break;
    [s0, s1] = checksum(wal, offset, 8, s0, s1, bigEndian);
    [s0, s1] = checksum(wal, offset + frameHeaderBytes, pageSize, s0, s1, bigEndian);
    if (s0 !== wal.readUInt32BE(offset + 16) || s1 !== wal.readUInt32BE(offset + 20)) break;
  }
  // What follows in this generation, whole frames only: dropped although it was written.
  let lostTransactions = 0;
  let lostFrames = 0;
  for (; offset + frameBytes <= wal.length; offset += frameBytes) {
    if (wal.readUInt32BE(offset + 8) !== salt1 || wal.readUInt32BE(offset + 12) !== salt2) break;
    lostFrames++;
    if (wal.readUInt32BE(offset + 4) !== 0) lostTransactions++;
  }
  return lostTransactions > 0 ? { lostTransactions, lostFrames } : null;
}

/** SQLite's WAL checksum over `length` bytes (a multiple of 8), continuing from (s0, s1). */
function checksum(
  data: Buffer,
  start: number,
  length: number,
  s0: number,
  s1: number,
  bigEndian: boolean,
): [number, number] {
  const read = bigEndian ? data.readUInt32BE.bind(data) : data.readUInt32LE.bind(data);
  for (let i = start; i < start + length; i += 8) {
    s0 = (s0 + read(i) + s1) >>> 0;
    s1 = (s1 + read(i + 4) + s0) >>> 0;
  }
  return [s0, s1];
}
