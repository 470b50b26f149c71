/**
 * `@album/editor-core/samples`: the sample album (every kind of element, stickers, chapters) and the bytes of its
 * images, for demos and embeds. The same data as `@album/editor-core/testing`, without what needs fast-check (the
 * arbitraries there), so an app that only shows the sample installs nothing more.
 * @packageDocumentation
 */
export { FIXTURE_IDS, fixtureAlbum } from '../testing/fixture';
export { FIXTURE_IMAGES, fixtureImageBytes } from '../testing/images/fixture-images';
export type { FixtureImage } from '../testing/images/fixture-images';
export type { RawImage } from '../testing/images/png';
// The model types the sample is typed with (the main entry's), so that this entry's declarations name them.
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
