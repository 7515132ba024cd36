import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  maxSelfieBytes,
  reencodeSelfie,
  type SelfieProblem,
  SelfieRejectedError,
  selfieKey,
  selfiePrefix,
} from "~/server/storage/selfie-images.server";
import { testDialect } from "./support/test-database";

/** A photo-like image: noise, so the JPEG has real data to lose when cut short. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A real 10 × 10 PNG whose header (IHDR, right after the 8-byte signature) is rewritten, with its
 * checksum, to claim `width` × `height`: a small file that would decode into a huge image.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await noise(10, 10).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG as a phone writes it: sideways pixels with an EXIF orientation, camera and GPS tags, an ICC profile. */
function phoneJpeg(): Promise<Buffer> {
  return noise(1600, 1200)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "KulitCam", Model: "Secret Phone 9", ImageDescription: "home-address-marker" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "6/1 10/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "106/1 49/1 0/1",
      },
    })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825) as it appears in little-endian EXIF. */
const gpsPointerTag = Buffer.from([0x25, 0x88]);

async function problemOf(bytes: Uint8Array): Promise<SelfieProblem | "accepted"> {
  try {
    await reencodeSelfie(bytes);
    return "accepted";
  } catch (error) {
    if (error instanceof SelfieRejectedError) return error.problem;
    throw error;
  }
}

// Image handling touches no database: the PostgreSQL pass of the runner would only repeat this.
describe.skipIf(testDialect() === "postgres")("selfie images", () => {
  it("re-encodes a phone JPEG upright, at most 1024 px, with every piece of metadata gone", async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(gpsPointerTag)).toBe(true);
    expect(before.icc).toBeDefined();
    expect(input.includes("home-address-marker")).toBe(true);

    const output = Buffer.from(await reencodeSelfie(input));
    const after = await sharp(output).metadata();
    expect(after.format).toBe("jpeg");
    // 1600 × 1200 stored sideways (orientation 6) is a portrait 1200 × 1600, scaled to fit 1024.
    expect([after.width, after.height]).toEqual([768, 1024]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    for (const leak of ["Exif\0\0", "KulitCam", "Secret Phone", "home-address-marker"]) {
      expect(output.includes(leak)).toBe(false);
    }
  });

  it("accepts a PNG (transparency on white) and does not enlarge a small image", async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const output = await reencodeSelfie(png);
    const after = await sharp(output).metadata();
    expect([after.format, after.width, after.height]).toEqual(["jpeg", 300, 200]);
    const { channels } = await sharp(output).stats();
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255]);
  });

  it("refuses what is not a JPEG or PNG by its bytes, whatever it claims to be", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    const webp = await noise(20, 20).webp().toBuffer();
    expect(await problemOf(gif)).toBe("not-an-image");
    expect(await problemOf(webp)).toBe("not-an-image");
    expect(await problemOf(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("not-an-image");
    expect(await problemOf(new TextEncoder().encode("hello, this is text"))).toBe("not-an-image");
    expect(await problemOf(new Uint8Array())).toBe("not-an-image");
    expect(await problemOf(new Uint8Array([0xff, 0xd8]))).toBe("not-an-image");
  });

  it("refuses a file over 10 MiB", async () => {
    const jpeg = await noise(64, 64).jpeg().toBuffer();
    const padded = new Uint8Array(maxSelfieBytes + 1);
    padded.set(jpeg);
    expect(await problemOf(padded)).toBe("too-large");
    const justFits = new Uint8Array(maxSelfieBytes);
    justFits.set(jpeg);
    expect(await problemOf(justFits)).toBe("accepted");
  });

  it("refuses a small file that claims too many pixels, before decoding it", async () => {
    const bomb = await pngClaiming(8000, 8000);
    expect((await sharp(bomb).metadata()).width).toBe(8000);
    expect(await problemOf(bomb)).toBe("too-large");
  });

  it("calls a 400-megapixel image too large, not unreadable", async () => {
    const huge = await pngClaiming(20_000, 20_000);
    expect(await problemOf(huge)).toBe("too-large");
  });

  it("calls a truncated or corrupt image unreadable", async () => {
    const jpeg = await noise(400, 300).jpeg().toBuffer();
    expect(await problemOf(jpeg.subarray(0, Math.floor(jpeg.byteLength * 0.6)))).toBe("unreadable");
    const png = await noise(400, 300).png().toBuffer();
    expect(await problemOf(png.subarray(0, Math.floor(png.byteLength * 0.6)))).toBe("unreadable");
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect(await problemOf(garbage)).toBe("unreadable");
  });

  it("keeps each user's selfies under their own private folder", () => {
    expect(selfiePrefix("u_1-A")).toBe("private/u_1-A/");
    expect(selfieKey("u_1-A", "0b6f6c1e-1d7b-4d4e-9c55-1f3c2f1e9a10")).toBe(
      "private/u_1-A/0b6f6c1e-1d7b-4d4e-9c55-1f3c2f1e9a10.jpg",
    );
    for (const unsafe of ["", "..", "a/b", "a\\b", "a.b", "a b", "x".repeat(129)]) {
      expect(() => selfiePrefix(unsafe)).toThrow();
      expect(() => selfieKey("user", unsafe)).toThrow();
    }
  });
});
