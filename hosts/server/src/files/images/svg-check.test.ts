import { describe, expect, it } from 'vitest';
import { findSvgProblem } from './svg-check';

const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${body}</svg>`;

describe('findSvgProblem', () => {
  it('accepts plain drawings with gradients, internal links, styles and embedded pictures', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>' +
        '<style>.a { fill: url(#g); stroke: blue }</style></defs>' +
        '<rect class="a" width="10" height="10" fill="url(#g)"/><use href="#g" xlink:href="#g"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<text style="font-weight: bold">Hello <![CDATA[ & ]]></text>',
    );
    expect(findSvgProblem(drawing)).toBeNull();
    expect(findSvgProblem(`<?xml version="1.0"?>\n<!-- c -->\n${drawing}`)).toBeNull();
  });

  it('refuses scripts in every form', () => {
    const cases = [
      svg('<script>alert(1)</script>'),
      svg('<SCRIPT xlink:href="x.js"/>'),
      svg('<rect onclick="alert(1)"/>'),
      svg('', ' onload="alert(1)"'),
      svg('<rect ONMOUSEOVER="x()"/>'),
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      svg('<a xlink:href=" java\tscript:alert(1)"><text>x</text></a>'),
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      svg('<animate attributeName="onclick" values="x"/>'),
      svg('<rect style="background: url(javascript:alert(1))"/>'),
      svg('<handler type="application/ecmascript">x</handler>'),
    ];
    for (const value of cases) expect(findSvgProblem(value)?.code, value).toBe('svg_script');
  });

  it('refuses references to other files', () => {
    const cases = [
      svg('<image href="https://example.org/a.png"/>'),
      svg('<image xlink:href="file:///etc/passwd"/>'),
      svg('<use href="other.svg#icon"/>'),
      svg('<rect fill="url(https://example.org/p.svg#x)"/>'),
      svg('<style>@import url(https://example.org/a.css);</style>'),
      svg('<style><![CDATA[ rect { fill: url("http://e/x.svg#g") } ]]></style>'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svg('<iframe src="https://example.org"/>'),
      svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>'),
      `<?xml-stylesheet href="https://example.org/a.css"?>${svg('')}`,
    ];
    for (const value of cases) expect(findSvgProblem(value)?.code, value).toBe('svg_external_reference');
  });

  it('refuses entity declarations (external entities, entity expansion)', () => {
    const value = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`;
    expect(findSvgProblem(value)?.code).toBe('svg_entities');
  });

  it('refuses documents that are not well-formed SVG', () => {
    expect(findSvgProblem('<svg><rect></svg>')?.code).toBe('invalid_svg');
    expect(findSvgProblem('<html xmlns="http://www.w3.org/1999/xhtml"/>')?.code).toBe('invalid_svg');
    expect(findSvgProblem('')?.code).toBe('invalid_svg');
    expect(findSvgProblem('<svg>')?.message).toMatch(/not well-formed/);
  });
});
