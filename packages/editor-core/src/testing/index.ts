/**
 * `@album/editor-core/testing`: test data for every package: fast-check arbitraries of albums, a seeded album
 * generator for benchmarks, and a hand-written fixture album with its images. Pure: no Node API (the Node-only file
 * loader is `fixture-files.ts`, imported by path from tests).
 * @packageDocumentation
 */
export { createRandom } from './random';
export type { Random } from './random';
export { generateAlbum } from './generate';
export type { GenerateAlbumOptions } from './generate';
export {
  ALBUM_MUTATIONS,
  arbBrokenAlbum,
  arbColor,
  arbDocument,
  arbFilter,
  arbGradient,
  arbInlineStyle,
  arbNestedAlbum,
  arbRichText,
} from './arbitraries';
export type { AlbumMutation, ArbAlbumOptions } from './arbitraries';
export { FIXTURE_IDS, fixtureAlbum } from './fixture';
export { FIXTURE_IMAGES, fixtureImageBytes } from './images/fixture-images';
export type { FixtureImage } from './images/fixture-images';
// The encoders' building blocks (checksums, deflate framing, zigzag order) stay internal.
export { encodePng } from './images/png';
export type { RawImage } from './images/png';
export { encodeJpeg } from './images/jpeg';
export { albumOfVersion, FIXTURE_ALBUM_VERSIONS } from '../migrations/fixtures';
// The model types the generated data is typed with (the main entry's), so that this entry's declarations name them.
export type {
  AlbumContent,
  AlbumDocument,
  AlbumImage,
  AnyNode,
  AutoTextSymbol,
  BaseProps,
  BlendMode,
  CircleProps,
  CommentProps,
  CropProps,
  FaceBox,
  Fill,
  FilterRange,
  Flip,
  FontRole,
  Fonts,
  GradientDirection,
  GroupProps,
  ImageBlobs,
  ImageDetails,
  ImageFilter,
  ImageModel,
  ImageNodeProps,
  InlineStyle,
  InlineStyleRange,
  LineProps,
  LinearGradient,
  NestedNode,
  NestedWorkspace,
  NodeType,
  PropsByType,
  RectangleProps,
  RichText,
  RootProps,
  SectionProps,
  SpreadProps,
  Sticker,
  StickerCellProps,
  StickerLayout,
  StickerNodeProps,
  StickerTemplateSettings,
  Stroke,
  TextAlign,
  TextBlock,
  TextProps,
  TreeNode,
} from '../index';
