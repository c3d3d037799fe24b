export * from './content-kind.ts';
export * from './icon-fetch.ts';
export * from './image-format.ts';
export * from './media-asset-kind.ts';
export * from './media-type.ts';
export * from './picture-sources.ts';
export * from './upload-acceptance.ts';
export * from './upload-picture.ts';
