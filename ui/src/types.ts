/** An image with the intrinsic size the browser needs to reserve its space before it loads. */
export type ImageAsset = { src: string; alt: string; width: number; height: number };
