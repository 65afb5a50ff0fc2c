export const SOCKET_ADDRESS_HEADER: string;
export function trustSocketAddressHeader(): void;
export function socketAddressHeaderTrusted(): boolean;
export function normaliseAddress(address: string | null | undefined): string;
export function clientAddress(input: {
  socket: string | null;
  forwardedFor: string | null;
  hops: number;
}): string | null;
export function addressBlock(address: string | null | undefined): string;
