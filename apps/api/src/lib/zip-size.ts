const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_BYTES = 46;
/** The end record is followed by a comment of at most 65,535 bytes. */
const END_SEARCH = END_RECORD_BYTES + 0xffff;

/** Where a zip's end-of-central-directory record starts, searched from the end; -1 when there is none. */
function endRecordAt(bytes: Buffer): number {
  const searchFrom = Math.max(0, bytes.length - END_SEARCH);
  for (let at = bytes.length - END_RECORD_BYTES; at >= searchFrom; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * How many bytes a zip's entries (an .xlsx is a zip) unpack to, as its central directory declares — read before
 * anything is inflated: a few kilobytes of deflate can unpack to gigabytes, and the libraries that read .xlsx inflate
 * whole entries into memory. Undefined for what is not a readable zip, or a Zip64 one (an upload of a few megabytes
 * never needs it).
 */
export function declaredUnpackedSize(bytes: Buffer): number | undefined {
  const end = endRecordAt(bytes);
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + ENTRY_BYTES > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const unpacked = bytes.readUInt32LE(at + 24);
    if (unpacked === 0xffffffff) return undefined;
    total += unpacked;
    at += ENTRY_BYTES + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}
