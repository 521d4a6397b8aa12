export function toBase64String(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

export function fromBase64Bytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, "base64"));
}
