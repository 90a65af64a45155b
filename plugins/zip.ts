// A small ZIP writer (and the reader the tests check it with), for the guides' downloadable projects
// (plugins/guideDownloads.ts). ZIP is what readers on every system open without installing anything. Entries are
// deflated (zlib's raw deflate, the ZIP method 8) or stored when deflating does not make them smaller; names are
// UTF-8 (flag bit 11); every entry gets the same date, 1980-01-01 00:00 (the earliest a ZIP can hold), so the same
// files always give the same bytes; Unix permissions rw-r--r--. No ZIP64: an archive and its entries stay under 4 GB.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 2.0: deflate. */
const VERSION_NEEDED = 20;
/** Made by Unix (3 in the high byte), so that the external attributes are read as a Unix mode. */
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const UTF8_NAMES = 1 << 11;
const STORED = 0;
const DEFLATED = 8;
/** 1980-01-01 00:00 in MS-DOS format: ((1980 - 1980) << 9) | (1 << 5) | 1, and time 0. */
const DOS_DATE = (1 << 5) | 1;
const DOS_TIME = 0;
/** A regular file, rw-r--r--, in the high 16 bits. */
const FILE_MODE = (0o100644 << 16) >>> 0;

/** The bytes of a ZIP archive holding `entries`, in the order given. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const seen = new Set<string>();
  for (const { name, data } of entries) {
    if (!name || name.startsWith('/') || name.split('/').includes('..')) throw new Error(`zip: unsafe entry name ${name}`);
    if (seen.has(name)) throw new Error(`zip: ${name} twice`);
    seen.add(name);
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = deflateRawSync(data, { level: 9 });
    const method = deflated.length < data.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : data;
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION_MADE_BY, 4);
    central.writeUInt16LE(VERSION_NEEDED, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    // Extra field and comment lengths, disk number, internal attributes: 0.
    central.writeUInt32LE(FILE_MODE, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);

    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The entries of a ZIP archive, read from its central directory, each checked against its local header (same name,
 * method and sizes) and its CRC-32. Throws on anything it does not expect: an archive this writer did not make may
 * use features (ZIP64, data descriptors, encryption) it does not read.
 */
export function unzip(archive: Buffer): ZipEntry[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > archive.length) throw new Error('unzip: no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  const directorySize = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('unzip: the central directory does not end where the end record starts');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error(`unzip: no central header at ${at}`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & ~UTF8_NAMES) throw new Error(`unzip: ${name} has flags ${flags} (encryption or data descriptor)`);

    if (archive.readUInt32LE(localAt) !== LOCAL_HEADER) throw new Error(`unzip: no local header for ${name}`);
    const localNameLength = archive.readUInt16LE(localAt + 26);
    const localExtraLength = archive.readUInt16LE(localAt + 28);
    const localName = archive.toString('utf8', localAt + 30, localAt + 30 + localNameLength);
    const same =
      localName === name &&
      archive.readUInt16LE(localAt + 8) === method &&
      archive.readUInt32LE(localAt + 14) === crc &&
      archive.readUInt32LE(localAt + 18) === compressedSize &&
      archive.readUInt32LE(localAt + 22) === size;
    if (!same) throw new Error(`unzip: the local header of ${name} differs from its central header`);
    const bodyAt = localAt + 30 + localNameLength + localExtraLength;
    const body = archive.subarray(bodyAt, bodyAt + compressedSize);
    let data: Buffer;
    if (method === STORED) data = Buffer.from(body);
    else if (method === DEFLATED) data = inflateRawSync(body);
    else throw new Error(`unzip: ${name} uses method ${method}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`unzip: ${name} is damaged (size or CRC-32)`);
    entries.push({ name, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
