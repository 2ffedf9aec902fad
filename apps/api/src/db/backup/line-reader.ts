import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupRefusal } from './format';

const NEWLINE = 0x0a;

/** Why zlib could not go on, in the reader's words: a cut file and a damaged one call for different checks. */
function unreadable(error: NodeJS.ErrnoException): BackupRefusal {
  if (error.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(error.message)) {
    return new BackupRefusal('备份文件不完整：它在中途被截断了（复制或上传没有完成？），没有恢复任何内容。');
  }
  if (error.code === 'ENOENT') return new BackupRefusal(`找不到备份文件：${error.path ?? ''}`);
  if (error.code?.startsWith('Z_')) {
    return new BackupRefusal(`备份文件已损坏或不是一站的备份文件（解压失败：${error.message}），没有恢复任何内容。`);
  }
  return error as BackupRefusal;
}

/**
 * The lines of a gzip-compressed backup, read as they are needed (a backup can be larger than memory). Lines are
 * Buffers without their newline, so rows pass to COPY byte for byte. A file that ends without its last newline is
 * cut short; gzip's own checksum is verified when the end is reached.
 */
export class LineReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  private done = false;
  /** Lines handed out so far: where a damage was found. */
  line = 0;

  constructor(file: string) {
    // pipeline: a read error reaches the reader through gunzip, and closing the reader closes the file.
    const gunzip = pipeline(createReadStream(file), createGunzip(), () => {});
    this.chunks = (gunzip as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  /** The next line, or null at the end of the file. */
  async next(): Promise<Buffer | null> {
    for (;;) {
      const at = this.pending.indexOf(NEWLINE);
      if (at !== -1) {
        const line = this.pending.subarray(0, at);
        this.pending = this.pending.subarray(at + 1);
        this.line += 1;
        return line;
      }
      if (this.done) {
        if (this.pending.length > 0) throw unreadable({ code: 'Z_BUF_ERROR', message: '' } as NodeJS.ErrnoException);
        return null;
      }
      let step: IteratorResult<Buffer>;
      try {
        step = await this.chunks.next();
      } catch (error) {
        throw unreadable(error as NodeJS.ErrnoException);
      }
      if (step.done) this.done = true;
      else this.pending = this.pending.length === 0 ? step.value : Buffer.concat([this.pending, step.value]);
    }
  }

  /** The next line as text; the end of the file here means it was cut short. */
  async nextText(): Promise<string> {
    const line = await this.next();
    if (line === null) throw unreadable({ code: 'Z_BUF_ERROR', message: '' } as NodeJS.ErrnoException);
    return line.toString('utf8');
  }

  /** Stops reading (the file is closed). */
  async close(): Promise<void> {
    await this.chunks.return?.();
  }
}
