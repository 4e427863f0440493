// Build plugin: work Pixi does while its module evaluates, before the board can draw, made lazy (docs/performance.md,
// cold start). Each patch is a set of exact replacements in one of Pixi's modules; if a Pixi upgrade changes that code
// or moves the module, the build fails here instead of silently paying the cost again.
//
// - CanvasTextMetrics creates an Intl.Segmenter, which loads ICU's break data: ~170 ms of main-thread time at CPU ×4.
//   It is created on first use instead; the board installs its own splitter (src/board/draw/graphemes.ts) before any
//   text, so the app never creates one.
// - canvasUtils (the Canvas 2D renderer's helpers, which the WebGL board never uses) tests "multiply" blending by
//   drawing two canvases and reading a pixel back (getImageData). With a GPU-backed canvas, as on a tablet, that read
//   waits for the GPU: 126 ms of one cold start at CPU ×4 in headless Chromium with GPU compositing. The test now runs
//   when the Canvas renderer first tints something.
// - GlProgram asks for the fragment shader's highest float precision through a test context: a second WebGL context
//   (23–124 ms at CPU ×4 with GPU compositing, 30–80 ms without) created only to ask one question. The renderer's own
//   context answers it instead, as soon as the renderer has one; the back-buffer system, which makes a GlProgram
//   before the context exists, makes it when it first blits (the board never uses a back buffer).
// - The context system asks for ten compressed-texture extensions as the renderer starts (31–111 ms at CPU ×4 in a
//   blank page: each is a round trip to the GPU process), and the texture system builds its format table from them.
//   The board uploads no compressed texture. Each such extension is asked for when first read, and the format table
//   starts without compressed formats; a texture in a format it lacks rebuilds it whole (asking the extensions), so a
//   compressed texture still works (the table is rebuilt at most once).
// - A program whose vertex shader is not GLSL ES 3.00 gets its attributes at locations sorted by name: Pixi linked it,
//   read its active attributes, bound them and linked it again. Each link waits for the GPU process (at a cold start
//   the batch shader's second link was 50–60 ms of the board's critical path with SwiftShader as the GPU, and a link
//   is real work for a tablet's driver too). The vertex shader's declared attributes are now bound in that order
//   before the first link; the second link happens only when the active attributes are not exactly those declared
//   (one was optimised away), as before. End to end the cold start moved within the machine's noise (docs/performance.md,
//   sixth session); the link saved is GPU-process work on any device.
import type { Plugin } from 'vite';

interface Patch {
  name: string;
  module: RegExp;
  replace: [from: string, to: string][];
}

const PATCHES: Patch[] = [
  {
    name: 'lazy Intl.Segmenter',
    module: /pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/,
    replace: [
      ['const segmenter = new Intl.Segmenter();', 'let segmenter;'],
      ['segmenter.segment(s)', '(segmenter ??= new Intl.Segmenter()).segment(s)'],
    ],
  },
  {
    name: 'lazy canvas blend-mode test',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canvasUtils\.mjs$/,
    replace: [
      [
        '  canUseMultiply: canUseNewCanvasBlendModes(),\n',
        '  get canUseMultiply() {\n    return this._canUseMultiply ?? canUseNewCanvasBlendModes();\n  },\n  set canUseMultiply(value) {\n    this._canUseMultiply = value;\n  },\n',
      ],
      [
        '  tintMethod: null,\n',
        '  get tintMethod() {\n    return this._tintMethod ?? (canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel);\n  },\n  set tintMethod(value) {\n    this._tintMethod = value;\n  },\n',
      ],
      ['canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;', ''],
    ],
  },
  {
    name: 'fragment precision from the renderer (precision query)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]program[\\/]getMaxFragmentPrecision\.mjs$/,
    replace: [
      [
        'export { getMaxFragmentPrecision };',
        'function seedMaxFragmentPrecision(gl) {\n  if (!maxFragmentPrecision && gl.getShaderPrecisionFormat && !gl.isContextLost?.()) {\n    maxFragmentPrecision = gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT)?.precision ? "highp" : "mediump";\n  }\n}\nexport { getMaxFragmentPrecision, seedMaxFragmentPrecision };',
      ],
    ],
  },
  {
    name: 'fragment precision from the renderer (context system)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]context[\\/]GlContextSystem\.mjs$/,
    replace: [
      [
        "import { DOMAdapter } from '../../../../environment/adapter.mjs';",
        "import { DOMAdapter } from '../../../../environment/adapter.mjs';\nimport { seedMaxFragmentPrecision } from '../shader/program/getMaxFragmentPrecision.mjs';",
      ],
      ['  initFromContext(gl) {\n    this.gl = gl;\n', '  initFromContext(gl) {\n    this.gl = gl;\n    seedMaxFragmentPrecision(gl);\n'],
    ],
  },
  {
    name: 'fragment precision from the renderer (back buffer)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]GlBackBufferSystem\.mjs$/,
    replace: [
      [
        '    const bigTriangleProgram = new GlProgram({\n',
        '    let bigTriangleShader;\n    Object.defineProperty(this, "_bigTriangleShader", { configurable: true, get: () => bigTriangleShader ??= makeBigTriangleShader() });\n    const makeBigTriangleShader = () => {\n    const bigTriangleProgram = new GlProgram({\n',
      ],
      ['    this._bigTriangleShader = new Shader({\n      glProgram: bigTriangleProgram,', '    return new Shader({\n      glProgram: bigTriangleProgram,'],
      ['        uTexture: Texture.WHITE.source\n      }\n    });\n  }\n', '        uTexture: Texture.WHITE.source\n      }\n    });\n    };\n  }\n'],
    ],
  },
  {
    name: 'compressed-texture extensions on first use (context system)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]context[\\/]GlContextSystem\.mjs$/,
    replace: [
      [
        [
          '      s3tc: gl.getExtension("WEBGL_compressed_texture_s3tc"),',
          '      s3tc_sRGB: gl.getExtension("WEBGL_compressed_texture_s3tc_srgb"),',
          '      // eslint-disable-line camelcase',
          '      etc: gl.getExtension("WEBGL_compressed_texture_etc"),',
          '      etc1: gl.getExtension("WEBGL_compressed_texture_etc1"),',
          '      pvrtc: gl.getExtension("WEBGL_compressed_texture_pvrtc") || gl.getExtension("WEBKIT_WEBGL_compressed_texture_pvrtc"),',
          '      atc: gl.getExtension("WEBGL_compressed_texture_atc"),',
          '      astc: gl.getExtension("WEBGL_compressed_texture_astc"),',
          '      bptc: gl.getExtension("EXT_texture_compression_bptc"),',
          '      rgtc: gl.getExtension("EXT_texture_compression_rgtc"),',
          '',
        ].join('\n'),
        '',
      ],
      [
        '        provokeExt.provokingVertexWEBGL(provokeExt.FIRST_VERTEX_CONVENTION_WEBGL);\n      }\n    }\n  }\n',
        [
          '        provokeExt.provokingVertexWEBGL(provokeExt.FIRST_VERTEX_CONVENTION_WEBGL);',
          '      }',
          '    }',
          '    const lazy = {',
          '      s3tc: ["WEBGL_compressed_texture_s3tc"],',
          '      s3tc_sRGB: ["WEBGL_compressed_texture_s3tc_srgb"],',
          '      etc: ["WEBGL_compressed_texture_etc"],',
          '      etc1: ["WEBGL_compressed_texture_etc1"],',
          '      pvrtc: ["WEBGL_compressed_texture_pvrtc", "WEBKIT_WEBGL_compressed_texture_pvrtc"],',
          '      atc: ["WEBGL_compressed_texture_atc"],',
          '      astc: ["WEBGL_compressed_texture_astc"],',
          '      bptc: ["EXT_texture_compression_bptc"],',
          '      rgtc: ["EXT_texture_compression_rgtc"]',
          '    };',
          '    for (const [key, names] of Object.entries(lazy)) {',
          '      let ext;',
          '      Object.defineProperty(this.extensions, key, {',
          '        configurable: true,',
          '        enumerable: true,',
          '        get: () => ext === void 0 ? ext = names.reduce((found, name) => found || gl.getExtension(name), null) : ext',
          '      });',
          '    }',
          '  }',
          '',
        ].join('\n'),
      ],
    ],
  },
  {
    name: 'compressed-texture extensions on first use (format table)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]texture[\\/]utils[\\/]mapFormatToGlInternalFormat\.mjs$/,
    replace: [
      [
        'function mapFormatToGlInternalFormat(gl, extensions) {\n',
        'function mapFormatToGlInternalFormat(gl, extensions, uncompressedOnly) {\n  if (uncompressedOnly) extensions = { srgb: extensions.srgb };\n',
      ],
    ],
  },
  {
    name: 'compressed-texture extensions on first use (texture system)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]texture[\\/]GlTextureSystem\.mjs$/,
    replace: [
      [
        '      this._mapFormatToInternalFormat = mapFormatToGlInternalFormat(gl, this._renderer.context.extensions);',
        '      this._mapFormatToInternalFormat = mapFormatToGlInternalFormat(gl, this._renderer.context.extensions, true);',
      ],
      [
        '    glTexture.internalFormat = this._mapFormatToInternalFormat[source.format];',
        '    glTexture.internalFormat = this._mapFormatToInternalFormat[source.format] ?? (this._fullFormatTable ? void 0 : (this._fullFormatTable = true, this._mapFormatToInternalFormat = mapFormatToGlInternalFormat(gl, this._renderer.context.extensions))[source.format]);',
      ],
    ],
  },
  {
    name: 'attribute locations bound before the first link (program)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]program[\\/]generateProgram\.mjs$/,
    replace: [
      [
        '"use strict";\nfunction generateProgram(gl, program) {\n',
        [
          '"use strict";',
          'function declaredAttributes(vertex) {',
          '  const names = [];',
          '  for (const m of vertex.matchAll(/^[ \\t]*(?:in|attribute)[ \\t]+(?:(?:highp|mediump|lowp)[ \\t]+)?\\w+[ \\t]+(\\w+)[ \\t]*;/gm)) names.push(m[1]);',
          '  return names.sort((a, b) => a > b ? 1 : -1);',
          '}',
          'function generateProgram(gl, program) {',
          '',
        ].join('\n'),
      ],
      [
        '  gl.linkProgram(webGLProgram);\n  if (!gl.getProgramParameter(webGLProgram, gl.LINK_STATUS)) {',
        [
          '  if (!/^[ \\t]*#[ \\t]*version[ \\t]+300[ \\t]+es[ \\t]*$/m.test(program.vertex)) {',
          '    webGLProgram.__boundAttributes = declaredAttributes(program.vertex);',
          '    webGLProgram.__boundAttributes.forEach((name, i) => gl.bindAttribLocation(webGLProgram, i, name));',
          '  }',
          '  gl.linkProgram(webGLProgram);',
          '  if (!gl.getProgramParameter(webGLProgram, gl.LINK_STATUS)) {',
        ].join('\n'),
      ],
    ],
  },
  {
    name: 'attribute locations bound before the first link (attributes)',
    module: /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]program[\\/]extractAttributesFromGlProgram\.mjs$/,
    replace: [
      [
        [
          '    for (let i = 0; i < keys.length; i++) {',
          '      attributes[keys[i]].location = i;',
          '      gl.bindAttribLocation(program, i, keys[i]);',
          '    }',
          '    gl.linkProgram(program);',
        ].join('\n'),
        [
          '    const bound = program.__boundAttributes;',
          '    const linked = bound?.length === keys.length && keys.every((key, i) => bound[i] === key);',
          '    for (let i = 0; i < keys.length; i++) {',
          '      attributes[keys[i]].location = i;',
          '      if (!linked) gl.bindAttribLocation(program, i, keys[i]);',
          '    }',
          '    if (!linked) gl.linkProgram(program);',
        ].join('\n'),
      ],
    ],
  },
];

export function pixiStartup(): Plugin {
  let pixiSeen = false;
  const applied = new Set<string>();
  return {
    name: 'railhex-pixi-startup',
    apply: 'build',
    buildStart() {
      pixiSeen = false;
      applied.clear();
    },
    transform(code, id) {
      if (/[\\/]pixi\.js[\\/]lib[\\/]/.test(id)) pixiSeen = true;
      const patches = PATCHES.filter((p) => p.module.test(id));
      if (patches.length === 0) return null;
      let out = code;
      for (const patch of patches) {
        for (const [from, to] of patch.replace) {
          if (out.split(from).length !== 2) this.error(`railhex-pixi-startup: Pixi's code for "${patch.name}" changed (${id}); update tools/build/pixi-startup.ts`);
          out = out.replace(from, () => to); // a function: `$` in a patch is text, not a replacement pattern
        }
        applied.add(patch.name);
      }
      return { code: out, map: null };
    },
    // Pixi was bundled but a patched module was not seen: it moved or was renamed in an upgrade.
    buildEnd(error) {
      if (error || !pixiSeen) return;
      const missing = PATCHES.filter((p) => !applied.has(p.name)).map((p) => p.name);
      if (missing.length > 0) this.error(`railhex-pixi-startup: Pixi modules not found for ${missing.join(', ')}; update tools/build/pixi-startup.ts`);
    },
  };
}
