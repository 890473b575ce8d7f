import { Transform } from 'node:stream';

/**
 * A pass-through that fails with `tooLarge()` as soon as more than `max` bytes have gone through it,
 * before passing on the chunk that crossed the limit.
 */
export function byteLimit(max: number, tooLarge: () => Error): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > max) done(tooLarge());
      else done(null, chunk);
    },
  });
}
