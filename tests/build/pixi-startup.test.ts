// The build plugin that keeps Pixi's start-up work (ICU's segmenter, the Canvas renderer's blend-mode read-back) off the
// cold start: it must patch the real Pixi modules so that the patched code still runs, and fail the build, not pass
// silently, when Pixi's code or layout changes under it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pixiStartup } from '../../tools/build/pixi-startup';

const PIXI = resolve(import.meta.dirname, '../../node_modules/pixi.js/lib');
const METRICS = `${PIXI}/scene/text/canvas/CanvasTextMetrics.mjs`;
const CANVAS_UTILS = `${PIXI}/rendering/renderers/canvas/utils/canvasUtils.mjs`;
const PRECISION = `${PIXI}/rendering/renderers/gl/shader/program/getMaxFragmentPrecision.mjs`;
const CONTEXT_SYSTEM = `${PIXI}/rendering/renderers/gl/context/GlContextSystem.mjs`;
const BACK_BUFFER = `${PIXI}/rendering/renderers/gl/GlBackBufferSystem.mjs`;
/** Pixi's private field for the back buffer's shader. */
const SHADER = '_bigTriangleShader';
const FORMAT_TABLE = `${PIXI}/rendering/renderers/gl/texture/utils/mapFormatToGlInternalFormat.mjs`;
const TEXTURE_SYSTEM = `${PIXI}/rendering/renderers/gl/texture/GlTextureSystem.mjs`;
/** Pixi's private field for a program's attribute layout. */
const ATTRIBUTES = '_attributeData';
const GENERATE_PROGRAM = `${PIXI}/rendering/renderers/gl/shader/program/generateProgram.mjs`;
const EXTRACT_ATTRIBUTES = `${PIXI}/rendering/renderers/gl/shader/program/extractAttributesFromGlProgram.mjs`;
const ALL = [METRICS, CANVAS_UTILS, PRECISION, CONTEXT_SYSTEM, BACK_BUFFER, FORMAT_TABLE, TEXTURE_SYSTEM, GENERATE_PROGRAM, EXTRACT_ATTRIBUTES];

/**
 * A stand-in WebGL context for program generation: it records the calls, and a linked program's active attributes are
 * `active` (as a driver reports them after optimising unused ones away), each at the location bound before the link
 * that made it, else at its place in `active`.
 */
function programGl(active: string[]) {
  const calls: string[] = [];
  const bound = new Map<string, number>();
  let linked = new Map<string, number>();
  const gl = {
    VERTEX_SHADER: 1,
    FRAGMENT_SHADER: 2,
    LINK_STATUS: 3,
    ACTIVE_ATTRIBUTES: 4,
    ACTIVE_UNIFORMS: 5,
    createProgram: () => ({}),
    attachShader: () => undefined,
    deleteShader: () => undefined,
    bindAttribLocation: (_p: unknown, i: number, name: string) => (calls.push(`bind ${name} ${i}`), bound.set(name, i)),
    linkProgram: () => {
      calls.push('link');
      linked = new Map(active.map((name, i) => [name, bound.get(name) ?? i]));
    },
    getProgramParameter: (_p: unknown, what: number) => (what === 3 ? true : what === 4 ? active.length : 0),
    getActiveAttrib: (_p: unknown, i: number) => ({ name: active[i], type: 'vec2' }),
    getUniformLocation: () => null,
  };
  return { gl, calls, locationOf: (name: string) => linked.get(name) };
}

/** A stand-in WebGL context that answers the precision question with `precision` bits. */
const fakeGl = (precision: number) => ({ FRAGMENT_SHADER: 1, HIGH_FLOAT: 2, getShaderPrecisionFormat: () => ({ precision }) });
const noTestContext = () => {
  throw new Error('test context created');
};

/** A patched module's body as a function of its imports (named by `names`), returning `result`. */
function moduleBody(code: string, names: string[], result: string): (...imports: unknown[]) => unknown {
  const body = code.replace(/^import .*$/gm, '').replace(/^export .*$/gm, '').replace('"use strict";', '');
  return new Function(...names, `${body}; return ${result};`) as (...imports: unknown[]) => unknown;
}

type Hook = (this: { error(msg: string): never }, ...args: unknown[]) => unknown;
function hooks() {
  const plugin = pixiStartup();
  const ctx = {
    error(msg: string): never {
      throw new Error(msg);
    },
  };
  const call = (name: 'buildStart' | 'transform' | 'buildEnd', ...args: unknown[]) => (plugin[name] as unknown as Hook).call(ctx, ...args);
  const patch = (id: string) => (call('transform', readFileSync(id, 'utf8'), id) as { code: string }).code;
  call('buildStart');
  return { call, patch };
}

describe('pixiStartup build plugin', () => {
  it("makes Pixi's installed CanvasTextMetrics create its Intl.Segmenter on first use only", () => {
    const { patch } = hooks();
    const code = patch(METRICS);
    expect(code).not.toContain('const segmenter = new Intl.Segmenter();');
    expect(code).toContain('(segmenter ??= new Intl.Segmenter()).segment(s)');
  });

  it("makes Pixi's canvasUtils test multiply blending on first use, not at load, and still choose the tint method by it", () => {
    const { call, patch } = hooks();
    const code = patch(CANVAS_UTILS);
    expect(code).not.toMatch(/canUseMultiply: canUseNewCanvasBlendModes\(\)/);
    expect(code).not.toMatch(/^canvasUtils\.tintMethod =/m);
    // Evaluate the patched object with stand-ins for its imports: nothing is tested at load; the getters answer later.
    let tests = 0;
    const make = moduleBody(code, ['Color', 'DOMAdapter', 'groupD8', 'canUseNewCanvasBlendModes'], 'canvasUtils');
    const utils = make({}, {}, {}, () => (tests++, true)) as { canUseMultiply: boolean; tintMethod: unknown; tintWithMultiply: unknown; tintWithPerPixel: unknown };
    expect(tests).toBe(0);
    expect(utils.tintMethod).toBe(utils.tintWithMultiply);
    expect(utils.canUseMultiply).toBe(true);
    expect(tests).toBeGreaterThan(0);
    // Still settable, as Pixi's plain fields were.
    utils.canUseMultiply = false;
    expect(utils.tintMethod).toBe(utils.tintWithPerPixel);
    utils.tintMethod = utils.tintWithMultiply;
    expect(utils.tintMethod).toBe(utils.tintWithMultiply);
    expect(() => call('buildEnd')).toThrow(/not found for lazy Intl\.Segmenter/);
  });

  it("answers GlProgram's precision question from the renderer's own context, with no test context", () => {
    const { patch } = hooks();
    // The context system seeds the answer as soon as it has its context.
    const system = patch(CONTEXT_SYSTEM);
    expect(system).toContain("import { seedMaxFragmentPrecision } from '../shader/program/getMaxFragmentPrecision.mjs';");
    expect(system).toMatch(/initFromContext\(gl\) \{\n {4}this\.gl = gl;\n {4}seedMaxFragmentPrecision\(gl\);/);
    const make = moduleBody(patch(PRECISION), ['getTestContext'], '{ getMaxFragmentPrecision, seedMaxFragmentPrecision }');
    const high = make(noTestContext) as { getMaxFragmentPrecision(): string; seedMaxFragmentPrecision(gl: unknown): void };
    high.seedMaxFragmentPrecision(fakeGl(23));
    expect(high.getMaxFragmentPrecision()).toBe('highp');
    const medium = make(noTestContext) as typeof high;
    medium.seedMaxFragmentPrecision(fakeGl(0));
    expect(medium.getMaxFragmentPrecision()).toBe('mediump');
    // A lost context answers nothing: the question stays open rather than being answered "mediump" for good.
    const lost = make(() => fakeGl(23)) as typeof high;
    lost.seedMaxFragmentPrecision({ ...fakeGl(0), isContextLost: () => true });
    expect(lost.getMaxFragmentPrecision()).toBe('highp');
    // Unseeded (a program made before any context), it still asks a test context, as Pixi did.
    const unseeded = make(() => fakeGl(23)) as typeof high;
    expect(unseeded.getMaxFragmentPrecision()).toBe('highp');
  });

  it('makes the back-buffer system build its GlProgram on first use, once', () => {
    const { patch } = hooks();
    const code = patch(BACK_BUFFER);
    let programs = 0;
    class Stub {
      constructor(public opts: unknown) {}
      static for2d() {
        return {};
      }
    }
    class GlProgram {
      made = ++programs;
    }
    const make = moduleBody(code, ['ExtensionType', 'warn', 'Geometry', 'Shader', 'State', 'TextureSource', 'Texture', 'GlProgram'], 'GlBackBufferSystem');
    const System = make({ WebGLSystem: 'webgl-system' }, () => undefined, Stub, Stub, Stub, Stub, { WHITE: { source: 'white' } }, GlProgram) as new (r: unknown) => {
      init(o?: object): void;
      [SHADER]: { opts: { glProgram: unknown; resources: { uTexture: unknown } } };
    };
    const system = new System({ context: { supports: { msaa: true } } });
    system.init();
    expect(programs).toBe(0);
    const shader = system[SHADER];
    expect(shader.opts.glProgram).toBeInstanceOf(GlProgram);
    expect(shader.opts.resources.uTexture).toBe('white');
    expect(system[SHADER]).toBe(shader);
    expect(programs).toBe(1);
  });

  it('asks for compressed-texture extensions when first read, once, and not as the renderer starts', () => {
    const { patch } = hooks();
    const code = patch(CONTEXT_SYSTEM);
    const make = moduleBody(code, ['DOMAdapter', 'ExtensionType', 'warn', 'seedMaxFragmentPrecision'], 'GlContextSystem');
    const System = make({}, { WebGLSystem: 'webgl-system' }, () => undefined, () => undefined) as new (r: unknown) => {
      gl: unknown;
      webGLVersion: number;
      extensions: Record<string, unknown>;
      getExtensions(): void;
    };
    const asked: string[] = [];
    const supported = new Set(['WEBGL_compressed_texture_etc', 'WEBKIT_WEBGL_compressed_texture_pvrtc', 'WEBGL_lose_context']);
    const system = new System({});
    system.gl = { getExtension: (name: string) => (asked.push(name), supported.has(name) ? { name } : null) };
    system.webGLVersion = 2;
    system.getExtensions();
    expect(asked.filter((n) => /compress/.test(n))).toEqual([]);
    expect(system.extensions.loseContext).toEqual({ name: 'WEBGL_lose_context' });
    expect(Object.keys(system.extensions)).toEqual(expect.arrayContaining(['s3tc', 'etc', 'pvrtc', 'astc', 'rgtc']));
    // Read: asked then, once; a missing one is null, as Pixi had it; pvrtc falls back to its WebKit name.
    expect(system.extensions.etc).toEqual({ name: 'WEBGL_compressed_texture_etc' });
    expect(system.extensions.etc).toEqual({ name: 'WEBGL_compressed_texture_etc' });
    expect(system.extensions.s3tc).toBeNull();
    expect(system.extensions.pvrtc).toEqual({ name: 'WEBKIT_WEBGL_compressed_texture_pvrtc' });
    expect(asked.filter((n) => /compress/.test(n))).toEqual([
      'WEBGL_compressed_texture_etc',
      'WEBGL_compressed_texture_s3tc',
      'WEBGL_compressed_texture_pvrtc',
      'WEBKIT_WEBGL_compressed_texture_pvrtc',
    ]);
  });

  it('starts the texture format table without compressed formats and rebuilds it whole for a format it lacks', () => {
    const { patch } = hooks();
    // A WebGL 2 context: not an instance of the adapter's WebGL 1 class.
    const adapter = { get: () => ({ getWebGLRenderingContext: () => Map }) };
    const gl = { RGBA8: 'RGBA8', SRGB8_ALPHA8: 'SRGB8_ALPHA8', RGBA: 'RGBA' };
    const extensions = {
      get etc(): never {
        throw new Error('compressed extension read');
      },
    };
    const mapper = moduleBody(patch(FORMAT_TABLE), ['DOMAdapter'], 'mapFormatToGlInternalFormat')(adapter) as (gl: unknown, ext: object, uncompressedOnly?: boolean) => Record<string, unknown>;
    const start = mapper(gl, extensions, true);
    expect(start['rgba8unorm-srgb']).toBe('SRGB8_ALPHA8');
    expect(Object.keys(start).some((k) => k.startsWith('etc2'))).toBe(false);
    expect(mapper(gl, { etc: { COMPRESSED_RGB8_ETC2: 'ETC2' } })['etc2-rgb8unorm']).toBe('ETC2');
    const system = patch(TEXTURE_SYSTEM);
    expect(system).toContain('mapFormatToGlInternalFormat(gl, this._renderer.context.extensions, true);');
    expect(system).toContain('this._mapFormatToInternalFormat[source.format] ?? (this._fullFormatTable ? void 0 : (this._fullFormatTable = true,');
  });

  it('binds the declared attributes in name order before the first link, and links again only when one is inactive', () => {
    const { patch } = hooks();
    const extract = moduleBody(patch(EXTRACT_ATTRIBUTES), ['getAttributeInfoFromFormat', 'mapGlToVertexFormat'], 'extractAttributesFromGlProgram');
    const extractAttributes = extract(() => ({ stride: 8 }), () => 'float32x2');
    const generate = moduleBody(patch(GENERATE_PROGRAM), [
      'warn',
      'GlProgramData',
      'compileShader',
      'defaultValue',
      'extractAttributesFromGlProgram',
      'getUboData',
      'getUniformData',
      'logProgramError',
    ], 'generateProgram') as (...imports: unknown[]) => (gl: unknown, program: object) => unknown;
    const generateProgram = generate(() => undefined, Object, () => ({}), () => 0, extractAttributes, () => ({}), () => ({}), () => undefined);
    // Pixi's batch shader declares its attributes this way (GLSL ES 1.00 style, no #version 300 es).
    const vertex = ['#ifdef GL_ES', '#define in attribute', '#endif', 'precision highp float;', 'in vec2 aPosition;', 'in vec2 aUV;', '  in highp vec4 aColor;', 'in vec2 aTextureIdAndRound;', 'out vec4 vColor;', 'void main() {}'].join('\n');
    type Program = { vertex: string; [ATTRIBUTES]?: Record<string, { location: number }> };
    const locations = (p: Program) => Object.fromEntries(Object.entries(p[ATTRIBUTES]!).map(([k, a]) => [k, a.location]));

    // Every declared attribute active: one link, each attribute where Pixi's sort puts it.
    const all = programGl(['aUV', 'aColor', 'aTextureIdAndRound', 'aPosition']);
    const program: Program = { vertex };
    generateProgram(all.gl, program);
    expect(all.calls).toEqual(['bind aColor 0', 'bind aPosition 1', 'bind aTextureIdAndRound 2', 'bind aUV 3', 'link']);
    expect(locations(program)).toEqual({ aColor: 0, aPosition: 1, aTextureIdAndRound: 2, aUV: 3 });
    for (const [name, at] of Object.entries(locations(program))) expect(all.locationOf(name), name).toBe(at);

    // One declared attribute optimised away: bound again at the active ones' places and linked again, as Pixi did.
    const some = programGl(['aUV', 'aPosition', 'aTextureIdAndRound']);
    const partial: Program = { vertex };
    generateProgram(some.gl, partial);
    expect(some.calls.filter((c) => c === 'link')).toHaveLength(2);
    expect(locations(partial)).toEqual({ aPosition: 0, aTextureIdAndRound: 1, aUV: 2 });
    for (const [name, at] of Object.entries(locations(partial))) expect(some.locationOf(name), name).toBe(at);

    // GLSL ES 3.00: nothing bound, Pixi reads the locations the link chose.
    const es3 = programGl(['aPosition']);
    const es3Gl = { ...es3.gl, getAttribLocation: () => 7 };
    const modern: Program = { vertex: '#version 300 es\nin vec2 aPosition;\nvoid main() {}' };
    generateProgram(es3Gl, modern);
    expect(es3.calls).toEqual(['link']);
    expect(locations(modern)).toEqual({ aPosition: 7 });
  });

  it('passes when every patched module was seen', () => {
    const { call, patch } = hooks();
    for (const id of ALL) patch(id);
    expect(() => call('buildEnd')).not.toThrow();
  });

  it('fails the build when the code it patches has changed', () => {
    const { call } = hooks();
    expect(() => call('transform', 'export const x = 1;', METRICS)).toThrow(/lazy Intl\.Segmenter.*changed/);
    expect(() => call('transform', 'export const x = 1;', CANVAS_UTILS)).toThrow(/blend-mode test.*changed/);
    expect(() => call('transform', 'export const x = 1;', BACK_BUFFER)).toThrow(/back buffer.*changed/);
    for (const id of ALL) expect(() => call('transform', 'export const x = 1;', id), id).toThrow(/changed/);
  });

  it('fails the build when Pixi was bundled but a patched module was not seen', () => {
    const { call } = hooks();
    expect(call('transform', 'export {}', '/x/node_modules/pixi.js/lib/index.mjs')).toBeNull();
    expect(() => call('buildEnd')).toThrow(/not found/);
  });

  it('leaves builds without Pixi alone', () => {
    const { call } = hooks();
    call('transform', 'export {}', '/x/src/main.ts');
    expect(() => call('buildEnd')).not.toThrow();
  });
});
