/**
 * Decides whether an SVG file is safe to store and show. An SVG is a document that can run scripts and load
 * other files; the album only needs its drawing, so anything active or external refuses the whole file (the
 * user is told why) instead of being silently cut out.
 */
import { SaxesParser } from 'saxes';

export type SvgProblemCode = 'svg_script' | 'svg_external_reference' | 'svg_entities' | 'invalid_svg';

export interface SvgProblem {
  code: SvgProblemCode;
  message: string;
}

/** Elements that run code or embed another document. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
/** Animation elements that could rewrite a link to `javascript:`. */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Attributes whose value is a link. */
const LINK_ATTRIBUTES = new Set(['href', 'src']);
/** Embedded raster pictures are the one kind of `data:` link kept. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return (colon < 0 ? name : name.slice(colon + 1)).toLowerCase();
}

/** Strips what browsers ignore inside a URL scheme (white space, control characters). */
function normaliseLink(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
}

/** Checks a link value; internal fragments (`#id`) and embedded raster images are allowed. */
function linkProblem(value: string, where: string): SvgProblem | null {
  const link = normaliseLink(value);
  if (link === '' || link.startsWith('#')) return null;
  if (link.startsWith('javascript:') || link.startsWith('vbscript:')) {
    return { code: 'svg_script', message: `The SVG contains a script link in ${where}` };
  }
  if (DATA_IMAGE.test(value.trim())) return null;
  return {
    code: 'svg_external_reference',
    message: `The SVG refers to another file (${value.trim().slice(0, 80)}) in ${where}; embed or remove it`,
  };
}

/** Checks CSS text (a style element or attribute) for scripts and external references. */
function cssProblem(css: string, where: string): SvgProblem | null {
  const lower = css.toLowerCase();
  if (lower.includes('expression(') || /javascript\s*:/.test(lower) || lower.includes('-moz-binding')) {
    return { code: 'svg_script', message: `The SVG contains script in the styles of ${where}` };
  }
  if (lower.includes('@import')) {
    return { code: 'svg_external_reference', message: `The SVG imports another style sheet in ${where}` };
  }
  for (const match of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const problem = linkProblem(match[2] ?? '', where);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first reason to refuse `svg`, or null when it is a well-formed SVG document with no script, no event
 * handler, no entity declarations and no reference to anything outside itself.
 */
export function findSvgProblem(svg: string): SvgProblem | null {
  let problem: SvgProblem | null = null;
  let rootSeen = false;
  let inStyle = 0;
  let styleText = '';
  const parser = new SaxesParser({ xmlns: false, position: false });
  const report = (found: SvgProblem | null): void => {
    if (found && !problem) problem = found;
  };

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) {
      report({ code: 'svg_entities', message: 'The SVG declares entities, which can pull in other files' });
    }
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') {
      report({ code: 'svg_external_reference', message: 'The SVG links an external style sheet' });
    }
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (!rootSeen) {
      rootSeen = true;
      if (name !== 'svg') report({ code: 'invalid_svg', message: 'The file is not an SVG image' });
    }
    if (ACTIVE_ELEMENTS.has(name)) {
      report({
        code:
          name === 'script' || name === 'handler' || name === 'listener'
            ? 'svg_script'
            : 'svg_external_reference',
        message: `The SVG contains a <${tag.name}> element, which is not allowed`,
      });
    }
    if (name === 'style') inStyle += 1;
    for (const [attribute, value] of Object.entries(tag.attributes)) {
      const attr = localName(attribute);
      if (attr.startsWith('on')) {
        report({
          code: 'svg_script',
          message: `The SVG contains an event handler (${attribute} on <${tag.name}>)`,
        });
      } else if (LINK_ATTRIBUTES.has(attr)) {
        report(linkProblem(value, `<${tag.name} ${attribute}>`));
      } else if (attr === 'style') {
        report(cssProblem(value, `<${tag.name}>`));
      } else if (value.toLowerCase().includes('url(')) {
        report(cssProblem(value, `<${tag.name} ${attribute}>`));
      }
      if (ANIMATION_ELEMENTS.has(name) && (attr === 'attributename' || attr === 'to' || attr === 'values')) {
        const target = value.toLowerCase();
        if (attr === 'attributename' && (localName(target) === 'href' || target.startsWith('on'))) {
          report({ code: 'svg_script', message: `The SVG animates a link or handler (<${tag.name}>)` });
        }
        if (attr !== 'attributename') report(cssProblem(value, `<${tag.name}>`));
      }
    }
  });
  const styleChunk = (text: string): void => {
    if (inStyle > 0) styleText += text;
  };
  parser.on('text', styleChunk);
  parser.on('cdata', styleChunk);
  parser.on('closetag', (tag) => {
    if (localName(tag.name) === 'style' && inStyle > 0) {
      inStyle -= 1;
      report(cssProblem(styleText, '<style>'));
      styleText = '';
    }
  });

  try {
    parser.write(svg).close();
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return problem ?? { code: 'invalid_svg', message: `The SVG is not well-formed XML (${detail})` };
  }
  if (!rootSeen) return { code: 'invalid_svg', message: 'The file is not an SVG image' };
  return problem;
}
