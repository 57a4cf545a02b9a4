import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. The local folder implements it; an object store can later. */
export interface FileStore {
  /** store the bytes under a new key with the given extension; returns the key */
  put(bytes: Buffer, extension: string): Promise<string>;
  /**
   * Store a stream (a large upload) under a new key without holding it in memory. When the source throws,
   * nothing is kept and the error is rethrown.
   */
  putStream(source: AsyncIterable<Buffer>, extension: string): Promise<{ key: string; size: number }>;
  open(key: string): Promise<Readable | null>;
  /** delete the file of a key (nothing when there is none, or the key is not one of the store's) */
  remove(key: string): Promise<void>;
  /** the URL under which the web app reads the file */
  urlOf(key: string): string;
  /** the local folder, when the files are on this machine (served with range requests at /uploads/) */
  localRoot?: string;
}

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function createLocalFileStore(root: string): FileStore {
  const newKey = async (extension: string) => {
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    await mkdir(path.join(root, folder), { recursive: true });
    return `${folder}/${randomUUID()}.${extension}`;
  };
  return {
    localRoot: root,
    async put(bytes, extension) {
      const key = await newKey(extension);
      await writeFile(path.join(root, key), bytes);
      return key;
    },
    async putStream(source, extension) {
      const key = await newKey(extension);
      // written under a temporary name, renamed once whole: a failed upload never appears at its URL
      const partial = path.join(root, `${key}.part`);
      let size = 0;
      const counted = async function* () {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(counted()), createWriteStream(partial));
        await rename(partial, path.join(root, key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size };
    },
    async open(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const file = path.join(root, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      if (!KEY_PATTERN.test(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    urlOf(key) {
      return `/uploads/${key}`;
    },
  };
}

/** The key of a local upload's address (/uploads/2025/01/….mp4), or null for any other address. */
export function keyOfUrl(url: string): string | null {
  const match = /^\/uploads\/(.+)$/.exec(url);
  return match && KEY_PATTERN.test(match[1]) ? match[1] : null;
}

/** Image type by content (magic bytes), never by the file name. */
export function sniffImage(bytes: Buffer): { mime: string; extension: string } | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: 'image/jpeg', extension: 'jpg' };
  }
  if (
    bytes.length >= 6 &&
    (bytes.subarray(0, 6).toString('ascii') === 'GIF87a' || bytes.subarray(0, 6).toString('ascii') === 'GIF89a')
  ) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
    bytes.subarray(8, 12).toString('ascii') === 'WEBP'
  ) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return null;
}

/** A file type found by content: images (see sniffImage), MP4 video ('ftyp' box at byte 4), PDF ('%PDF-'). */
export function sniffFile(bytes: Buffer): { mime: string; extension: string } | null {
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('ascii') === 'ftyp') {
    return { mime: 'video/mp4', extension: 'mp4' };
  }
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('ascii') === '%PDF-') {
    return { mime: 'application/pdf', extension: 'pdf' };
  }
  return sniffImage(bytes);
}

/** Bytes to read before sniffFile can decide. */
export const SNIFF_BYTES = 12;

export const mimeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};
