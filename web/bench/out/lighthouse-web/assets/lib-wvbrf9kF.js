import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
// node_modules/@dicebear/core/lib/utils/escape.js
function xml$1(content) {
	return content.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
// node_modules/@dicebear/core/lib/utils/license.js
function xml(style) {
	var _a, _b, _c, _d, _e, _f, _g;
	const title = (_a = style.meta) === null || _a === void 0 ? void 0 : _a.title;
	const creator = (_b = style.meta) === null || _b === void 0 ? void 0 : _b.creator;
	const source = (_c = style.meta) === null || _c === void 0 ? void 0 : _c.source;
	const license = (_e = (_d = style.meta) === null || _d === void 0 ? void 0 : _d.license) === null || _e === void 0 ? void 0 : _e.url;
	const rights = text(style);
	if (!title && !creator && !source && !license && !rights) return "";
	return "<metadata xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:dcterms=\"http://purl.org/dc/terms/\"><rdf:RDF><rdf:Description>" + (title ? `<dc:title>${xml$1(title)}</dc:title>` : "") + (creator ? `<dc:creator>${xml$1(creator)}</dc:creator>` : "") + (source ? `<dc:source xsi:type="dcterms:URI">${xml$1((_g = (_f = style.meta) === null || _f === void 0 ? void 0 : _f.source) !== null && _g !== void 0 ? _g : "")}</dc:source>` : "") + (license ? `<dcterms:license xsi:type="dcterms:URI">${xml$1(license)}</dcterms:license>` : "") + (rights ? `<dc:rights>${xml$1(rights)}</dc:rights>` : "") + "</rdf:Description></rdf:RDF></metadata>";
}
function text(style) {
	var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q;
	let title = ((_a = style.meta) === null || _a === void 0 ? void 0 : _a.title) ? `„${(_b = style.meta) === null || _b === void 0 ? void 0 : _b.title}”` : "Design";
	let creator = `„${(_d = (_c = style.meta) === null || _c === void 0 ? void 0 : _c.creator) !== null && _d !== void 0 ? _d : "Unknown"}”`;
	if ((_e = style.meta) === null || _e === void 0 ? void 0 : _e.source) title += ` (${style.meta.source})`;
	let result = "";
	if (((_g = (_f = style.meta) === null || _f === void 0 ? void 0 : _f.license) === null || _g === void 0 ? void 0 : _g.name) !== "MIT" && ((_h = style.meta) === null || _h === void 0 ? void 0 : _h.creator) !== "DiceBear" && ((_j = style.meta) === null || _j === void 0 ? void 0 : _j.title)) result += "Remix of ";
	result += `${title} by ${creator}`;
	if ((_l = (_k = style.meta) === null || _k === void 0 ? void 0 : _k.license) === null || _l === void 0 ? void 0 : _l.name) {
		result += `, licensed under „${(_o = (_m = style.meta) === null || _m === void 0 ? void 0 : _m.license) === null || _o === void 0 ? void 0 : _o.name}”`;
		if ((_q = (_p = style.meta) === null || _p === void 0 ? void 0 : _p.license) === null || _q === void 0 ? void 0 : _q.url) result += ` (${style.meta.license.url})`;
	}
	return result;
}
// node_modules/@dicebear/core/lib/utils/prng.js
var MIN = -2147483648;
var MAX_SEED_LENGTH = 1024;
function xorshift(value) {
	value ^= value << 13;
	value ^= value >> 17;
	value ^= value << 5;
	return value;
}
function hashSeed(seed) {
	let hash = 0;
	for (let i = 0; i < seed.length; i++) {
		hash = (hash << 5) - hash + seed.charCodeAt(i) | 0;
		hash = xorshift(hash);
	}
	return hash;
}
function create$1(seed = "") {
	seed = seed.toString().slice(0, MAX_SEED_LENGTH);
	let value = hashSeed(seed) || 1;
	const next = () => value = xorshift(value);
	const integer = (min, max) => {
		return Math.floor((next() - MIN) / 4294967295 * (max + 1 - min) + min);
	};
	return {
		seed,
		next,
		bool(likelihood = 50) {
			return integer(1, 100) <= likelihood;
		},
		integer(min, max) {
			return integer(min, max);
		},
		pick(arr, fallback) {
			var _a;
			if (arr.length === 0) {
				next();
				return fallback;
			}
			return (_a = arr[integer(0, arr.length - 1)]) !== null && _a !== void 0 ? _a : fallback;
		},
		shuffle(arr) {
			const internalPrng = create$1(next().toString());
			const workingArray = [...arr];
			for (let i = workingArray.length - 1; i > 0; i--) {
				const j = internalPrng.integer(0, i);
				[workingArray[i], workingArray[j]] = [workingArray[j], workingArray[i]];
			}
			return workingArray;
		},
		string(length, characters = "abcdefghijklmnopqrstuvwxyz1234567890") {
			const internalPrng = create$1(next().toString());
			let str = "";
			for (let i = 0; i < length; i++) str += characters[internalPrng.integer(0, characters.length - 1)];
			return str;
		}
	};
}
// node_modules/@dicebear/core/lib/utils/svg.js
function getViewBox(result) {
	let viewBox = result.attributes["viewBox"].split(" ");
	return {
		x: parseInt(viewBox[0]),
		y: parseInt(viewBox[1]),
		width: parseInt(viewBox[2]),
		height: parseInt(viewBox[3])
	};
}
function addBackground(result, primaryColor, secondaryColor, type, rotation) {
	let { width, height, x, y } = getViewBox(result);
	const solidBackground = `<rect fill="${xml$1(primaryColor)}" width="${width}" height="${height}" x="${x}" y="${y}" />`;
	switch (type) {
		case "solid": return solidBackground + result.body;
		case "gradientLinear": return `<rect fill="url(#backgroundLinear)" width="${width}" height="${height}" x="${x}" y="${y}" /><defs><linearGradient id="backgroundLinear" gradientTransform="rotate(${rotation} 0.5 0.5)"><stop stop-color="${xml$1(primaryColor)}"/><stop offset="1" stop-color="${xml$1(secondaryColor)}"/></linearGradient></defs>` + result.body;
	}
}
function addScale(result, scale) {
	let { width, height, x, y } = getViewBox(result);
	let percent = scale ? (scale - 100) / 100 : 0;
	return `<g transform="translate(${(width / 2 + x) * percent * -1} ${(height / 2 + y) * percent * -1}) scale(${scale / 100})">${result.body}</g>`;
}
function addTranslate(result, x, y) {
	let viewBox = getViewBox(result);
	return `<g transform="translate(${(viewBox.width + viewBox.x * 2) * ((x !== null && x !== void 0 ? x : 0) / 100)} ${(viewBox.height + viewBox.y * 2) * ((y !== null && y !== void 0 ? y : 0) / 100)})">${result.body}</g>`;
}
function addRotate(result, rotate) {
	let { width, height, x, y } = getViewBox(result);
	return `<g transform="rotate(${xml$1(`${rotate}`)}, ${width / 2 + x}, ${height / 2 + y})">${result.body}</g>`;
}
function addFlip(result) {
	let { width, x } = getViewBox(result);
	return `<g transform="scale(-1 1) translate(${width * -1 - x * 2} 0)">${result.body}</g>`;
}
function addViewboxMask(result, radius) {
	let { width, height, x, y } = getViewBox(result);
	return `<mask id="viewboxMask"><rect width="${width}" height="${height}" rx="${radius ? width * radius / 100 : 0}" ry="${radius ? height * radius / 100 : 0}" x="${x}" y="${y}" fill="#fff" /></mask><g mask="url(#viewboxMask)">${result.body}</g>`;
}
function createAttrString(result) {
	const attributes = {
		xmlns: "http://www.w3.org/2000/svg",
		...result.attributes
	};
	return Object.keys(attributes).map((attr) => `${xml$1(attr)}="${xml$1(attributes[attr])}"`).join(" ");
}
function randomizeIds(result) {
	const prng = create$1(Math.random().toString());
	const ids = {};
	return result.body.replace(/(id="|url\(#)([a-z0-9-_]+)([")])/gi, (match, m1, m2, m3) => {
		ids[m2] = ids[m2] || prng.string(8);
		return `${m1}${ids[m2]}${m3}`;
	});
}
// node_modules/@dicebear/core/lib/schema.js
var schema$1 = {
	type: "object",
	$schema: "http://json-schema.org/draft-07/schema#",
	properties: {
		seed: { type: "string" },
		flip: {
			type: "boolean",
			default: false
		},
		rotate: {
			type: "integer",
			minimum: 0,
			maximum: 360,
			default: 0
		},
		scale: {
			type: "integer",
			minimum: 0,
			maximum: 200,
			default: 100
		},
		radius: {
			type: "integer",
			minimum: 0,
			maximum: 50,
			default: 0
		},
		size: {
			type: "integer",
			minimum: 1
		},
		backgroundColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			}
		},
		backgroundType: {
			type: "array",
			items: {
				type: "string",
				enum: ["solid", "gradientLinear"]
			},
			default: ["solid"]
		},
		backgroundRotation: {
			type: "array",
			items: {
				type: "integer",
				minimum: -360,
				maximum: 360
			},
			default: [0, 360]
		},
		translateX: {
			type: "integer",
			minimum: -100,
			maximum: 100,
			default: 0
		},
		translateY: {
			type: "integer",
			minimum: -100,
			maximum: 100,
			default: 0
		},
		clip: {
			type: "boolean",
			default: true
		},
		randomizeIds: {
			type: "boolean",
			default: false
		}
	}
};
// node_modules/@dicebear/core/lib/utils/options.js
function defaults(schema) {
	var _a;
	let result = {};
	let props = (_a = schema.properties) !== null && _a !== void 0 ? _a : {};
	Object.keys(props).forEach((key) => {
		let val = props[key];
		if (typeof val === "object" && void 0 !== val.default) {
			if (Array.isArray(val.default)) result[key] = [...val.default];
			else if (typeof val.default === "object") result[key] = { ...val.default };
			else result[key] = val.default;
		}
	});
	return result;
}
function merge(style, options) {
	var _a;
	let result = {
		...defaults(schema$1),
		...defaults((_a = style.schema) !== null && _a !== void 0 ? _a : {}),
		...options
	};
	return JSON.parse(JSON.stringify(result));
}
// node_modules/@dicebear/core/lib/utils/color.js
function convertColor$1(color) {
	return "transparent" === color ? color : `#${color}`;
}
function getBackgroundColors(prng, backgroundColor, backgroundType) {
	var _a;
	let shuffledBackgroundColors = prng.shuffle(backgroundColor);
	if (shuffledBackgroundColors.length <= 1) {
		shuffledBackgroundColors = backgroundColor;
		prng.next();
	} else if (backgroundColor.length == 2 && backgroundType == "gradientLinear") {
		shuffledBackgroundColors = backgroundColor;
		prng.next();
	} else shuffledBackgroundColors = prng.shuffle(backgroundColor);
	if (shuffledBackgroundColors.length === 0) shuffledBackgroundColors = ["transparent"];
	const primary = shuffledBackgroundColors[0];
	const secondary = (_a = shuffledBackgroundColors[1]) !== null && _a !== void 0 ? _a : shuffledBackgroundColors[0];
	return {
		primary: convertColor$1(primary),
		secondary: convertColor$1(secondary)
	};
}
// node_modules/@dicebear/core/lib/core.js
function createAvatar(style, options = {}) {
	var _a, _b, _c, _d, _e;
	options = merge(style, options);
	const prng = create$1(options.seed);
	const result = style.create({
		prng,
		options
	});
	const backgroundType = prng.pick((_a = options.backgroundType) !== null && _a !== void 0 ? _a : [], "solid");
	const { primary: primaryBackgroundColor, secondary: secondaryBackgroundColor } = getBackgroundColors(prng, (_b = options.backgroundColor) !== null && _b !== void 0 ? _b : [], backgroundType);
	const backgroundRotation = prng.integer(((_c = options.backgroundRotation) === null || _c === void 0 ? void 0 : _c.length) ? Math.min(...options.backgroundRotation) : 0, ((_d = options.backgroundRotation) === null || _d === void 0 ? void 0 : _d.length) ? Math.max(...options.backgroundRotation) : 0);
	if (options.size) {
		result.attributes.width = options.size.toString();
		result.attributes.height = options.size.toString();
	}
	if (options.scale !== void 0 && options.scale !== 100) result.body = addScale(result, options.scale);
	if (options.flip) result.body = addFlip(result);
	if (options.rotate) result.body = addRotate(result, options.rotate);
	if (options.translateX || options.translateY) result.body = addTranslate(result, options.translateX, options.translateY);
	if (primaryBackgroundColor !== "transparent" && secondaryBackgroundColor !== "transparent") result.body = addBackground(result, primaryBackgroundColor, secondaryBackgroundColor, backgroundType, backgroundRotation);
	if (options.radius || options.clip) result.body = addViewboxMask(result, (_e = options.radius) !== null && _e !== void 0 ? _e : 0);
	if (options.randomizeIds) result.body = randomizeIds(result);
	const svg = `<svg ${createAttrString(result)}>${xml(style)}${result.body}</svg>`;
	return {
		toString: () => svg,
		toJson: () => {
			var _a;
			return {
				svg,
				extra: {
					primaryBackgroundColor,
					secondaryBackgroundColor,
					backgroundType,
					backgroundRotation,
					...(_a = result.extra) === null || _a === void 0 ? void 0 : _a.call(result)
				}
			};
		},
		toDataUri: () => {
			return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
		}
	};
}
// node_modules/@dicebear/pixel-art/lib/components/accessories.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var accessories = {
	variant04: (components, colors) => `<path d="M2 7h1v1H2zM13 7h1v1h-1z" fill="${xml$1(`${colors.accessories}`)}"/>`,
	variant03: (components, colors) => `<path d="M13 7h1v2h-1zM2 7h1v2H2z" fill="${xml$1(`${colors.accessories}`)}"/>`,
	variant02: (components, colors) => `<path fill="${xml$1(`${colors.accessories}`)}" d="M13 7h1v2h-1zM2 7h1v2H2z"/><path fill="#fff" fill-opacity=".5" d="M2 7h1v1H2zM13 7h1v1h-1z"/>`,
	variant01: (components, colors) => `<path d="M13 7h2v2h-2zM1 7h2v2H1z" fill="${xml$1(`${colors.accessories}`)}"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/clothing.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var clothing = {
	variant23: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v1h4v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".2" d="M4 13h1v3H4zM11 13h1v3h-1z"/>`,
	variant22: (components, colors) => `<path d="M6 13H4v3h2v-3ZM12 13h-2v3h2v-3Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".2" d="M5 13h1v3H5zM10 13h1v3h-1z"/>`,
	variant21: (components, colors) => `<path d="M5 13H4v3h3v-1H6v-1H5v-1ZM12 13h-1v1h-1v1H9v1h3v-3Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".5" d="M4 13h1v1H4zM5 14h1v1H5zM6 15h1v1H6zM9 15h1v1H9zM10 14h1v1h-1z"/><path fill="#fff" fill-opacity=".3" d="M11 14h1v1h-1z"/><path fill="#fff" fill-opacity=".5" d="M11 13h1v1h-1z"/><path fill="#fff" fill-opacity=".3" d="M10 15h1v1h-1zM5 15h1v1H5zM4 14h1v1H4z"/>`,
	variant20: (components, colors) => `<path fill="${xml$1(`${colors.clothing}`)}" d="M4 14h8v2H4z"/><path fill="#fff" fill-opacity=".3" d="M4 14h1v2H4zM11 14h1v2h-1z"/>`,
	variant19: (components, colors) => `<path d="M4 13h1v1h6v-1h1v3H4v-3Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".3" d="M9 15h2v1H9z"/>`,
	variant18: (components, colors) => `<path d="M4 13h2v1h1v1h2v-1h1v-1h2v3H4v-3Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".3" d="M10 14h1v1h-1zM11 13h1v1h-1zM9 15h1v1H9z"/><path fill="#fff" fill-opacity=".5" d="M9 14h1v1H9zM10 13h1v1h-1zM8 15h1v1H8z"/><path fill="#fff" fill-opacity=".3" d="M6 14H5v1h1zM5 13H4v1h1zM7 15H6v1h1z"/><path fill="#fff" fill-opacity=".5" d="M7 14H6v1h1zM6 13H5v1h1zM8 15H7v1h1z"/>`,
	variant17: (components, colors) => `<path d="M4 13h2v1h1v1h2v-1h1v-1h2v1h1v2H3v-2h1v-1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant16: (components, colors) => `<path d="M5 13H3v1H2v2h5v-1H6v-1H5v-1ZM13 13h-2v1h-1v1H9v1h5v-2h-1v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".3" d="M11 13h1v1h-1zM10 14h1v1h-1zM9 15h1v1H9zM6 15h1v1H6zM5 14h1v1H5zM4 13h1v1H4z"/>`,
	variant15: (components, colors) => `<path d="M6 14H4v1H3v1h4v-1H6v-1ZM12 15h1v1H9v-1h1v-1h2v1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant14: (components, colors) => `<path d="M5 13H3v1H2v2h12v-2h-1v-1h-2v1h-1v1H6v-1H5v-1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant13: (components, colors) => `<path d="M5 13H3v1H2v2h12v-2h-1v-1h-2v1H5v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".3" d="M2 14h1v2H2zM6 14h1v2H6zM8 14h1v2H8zM10 14h1v2h-1zM4 13h1v3H4zM12 13h1v3h-1z"/>`,
	variant12: (components, colors) => `<path d="M7 12h2v1h4v1h1v2H2v-2h1v-1h4v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#000" fill-opacity=".3" d="M7 12h2v1H7z"/>`,
	variant11: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v1h1v1h2v-1h1v-1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant10: (components, colors) => `<path d="M4 13h1v1h6v-1h1v1h1v2H3v-2h1v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".5" d="M9 15h2v1H9z"/>`,
	variant09: (components, colors) => `<path d="M4 13h1v2h6v-2h1v2h1v1H3v-1h1v-2Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".2" d="M4 13h1v2H4zM11 13h1v2h-1z"/>`,
	variant08: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v2h4v-2Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant07: (components, colors) => `<path d="M5 13H4v3h3v-1H6v-1H5v-1ZM12 13h-1v1h-1v1H9v1h3v-3Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant06: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v1h4v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".2" d="M3 13h1v1H3zM2 14h1v1H2zM3 15h1v1H3zM4 14h1v1H4zM5 13h1v1H5zM5 15h1v1H5zM6 14h1v1H6zM7 15h1v1H7zM8 14h1v1H8zM9 15h1v1H9zM10 14h1v1h-1zM11 15h1v1h-1zM11 13h1v1h-1zM12 14h1v1h-1zM13 15h1v1h-1z"/>`,
	variant05: (components, colors) => `<path d="M5 13H3v1H2v2h12v-2h-1v-1h-2v1h-1v1H6v-1H5v-1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant04: (components, colors) => `<path d="M5 13H3v1H2v2h12v-2h-1v-1h-2v1H5v-1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant03: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v1h4v-1Z" fill="${xml$1(`${colors.clothing}`)}"/>`,
	variant02: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v2h4v-2Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".2" d="M5 14h1v1H5zM4 15h1v1H4zM7 15h1v1H7zM3 13h1v1H3zM2 14h1v1H2zM12 13h1v1h-1zM11 14h1v1h-1zM10 15h1v1h-1zM13 15h1v1h-1z"/>`,
	variant01: (components, colors) => `<path d="M10 13h3v1h1v2H2v-2h1v-1h3v1h4v-1Z" fill="${xml$1(`${colors.clothing}`)}"/><path fill="#fff" fill-opacity=".2" d="M11 14h1v2h-1zM4 14h1v2H4z"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/eyes.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var eyes = {
	variant12: (components, colors) => `<g fill-rule="evenodd" clip-rule="evenodd"><path d="M5 6h1v2H4V7h1V6Zm5 0h1v2H9V7h1V6Z" fill="#fff"/><path d="M6 6v1H5v1h2V6H6Zm5 0v1h-1v1h2V6h-1Z" fill="${xml$1(`${colors.eyes}`)}"/><path d="M6 6v1h1V6H6ZM5 7v1h1V7H5Zm6-1v1h1V6h-1Zm-1 1v1h1V7h-1Z" fill="#fff" fill-opacity=".5"/></g>`,
	variant11: (components, colors) => `<path fill="#fff" d="M4 5h3v3H4zM9 5h3v3H9z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M4 6h2v1H4zM9 6h2v1H9z"/><path fill="#fff" fill-opacity=".7" d="M4 6h1v1H4zM9 6h1v1H9z"/>`,
	variant10: (components, colors) => `<path fill="#fff" d="M4 5h3v3H4zM9 5h3v3H9z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M10 5h2v2h-2zM5 5h2v2H5z"/><path fill="#fff" fill-opacity=".4" d="M5 5h1v1H5zM6 6h1v1H6zM10 5h1v1h-1zM11 6h1v1h-1z"/><path fill="#fff" fill-opacity=".7" d="M11 5h1v1h-1zM6 5h1v1H6z"/>`,
	variant09: (components, colors) => `<path fill="#fff" d="M4 5h3v3H4zM9 5h3v3H9z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M10 6h1v1h-1zM5 6h1v1H5z"/>`,
	variant08: (components, colors) => `<path fill="#fff" d="M4 5h3v2H4zM9 5h3v2H9z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M9 6h1v1H9zM4 6h1v1H4z"/>`,
	variant07: (components, colors) => `<path fill="#fff" d="M4 5h3v2H4zM9 5h3v2H9z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M11 6h1v1h-1zM6 6h1v1H6z"/>`,
	variant06: (components, colors) => `<path fill="#fff" d="M4 5h3v2H4z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M5 6h1v1H5z"/><path fill="#fff" d="M9 5h3v2H9z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M10 6h1v1h-1z"/>`,
	variant05: (components, colors) => `<path fill="#fff" d="M4 5h3v2H4zM9 5h3v2H9z"/><path d="M11 5h-1v1H9v1h3V6h-1V5Z" fill="${xml$1(`${colors.eyes}`)}"/><path fill="#fff" fill-opacity=".5" d="M9 6h1v1H9zM10 5h1v1h-1zM11 6h1v1h-1z"/><path d="M6 5H5v1H4v1h3V6H6V5Z" fill="${xml$1(`${colors.eyes}`)}"/><path fill="#fff" fill-opacity=".5" d="M4 6h1v1H4zM5 5h1v1H5zM6 6h1v1H6z"/>`,
	variant04: (components, colors) => `<path d="M6 5H5v2h2V6H6V5ZM11 5h-1v2h2V6h-1V5Z" fill="#fff"/><path fill="${xml$1(`${colors.eyes}`)}" d="M5 6h1v1H5zM10 6h1v1h-1z"/>`,
	variant03: (components, colors) => `<path d="M10 5h1v2H9V6h1V5ZM5 5h1v2H4V6h1V5Z" fill="#fff"/><path fill="${xml$1(`${colors.eyes}`)}" d="M11 6h-1v1h1zM6 6H5v1h1z"/>`,
	variant02: (components, colors) => `<g fill-rule="evenodd" clip-rule="evenodd"><path d="M11 5h-1v2h2V6h-1V5ZM6 5H5v2h2V6H6V5Z" fill="#fff"/><path d="M10 5v1h1v1H9V5h1ZM5 5v1h1v1H4V5h1Z" fill="${xml$1(`${colors.eyes}`)}"/><path d="M10 5v1H9V5h1Zm1 1v1h-1V6h1ZM5 5v1H4V5h1Zm1 1v1H5V6h1Z" fill="#fff" fill-opacity=".5"/></g>`,
	variant01: (components, colors) => `<path fill="#fff" d="M12 5H9v3h3zM7 5H4v3h3z"/><path fill="${xml$1(`${colors.eyes}`)}" d="M12 6h-2v1h2zM7 6H5v1h2z"/><path fill="#fff" fill-opacity=".7" d="M12 6h-1v1h1zM7 6H6v1h1z"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/glasses.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var glasses = {
	light07: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M12 4H9v1H7V4H4v1H2v1h1v2h1v1h3V8h2v1h3V8h1V6h1V5h-2V4Zm0 1v3H9V5h3ZM7 8H4V5h3v3Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#fff" fill-opacity=".3" d="M9 5h3v3H9zM4 5h3v3H4z"/><path fill="#fff" fill-opacity=".2" d="M2 5h1v1H2zM13 5h1v1h-1z"/>`,
	light06: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M2 5v1h1v2h1v1h3V8h2v1h3V8h1V6h1V5H2Zm10 3H9V6h3v2ZM7 8H4V6h3v2Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#fff" fill-opacity=".3" d="M9 6h3v2H9zM4 6h3v2H4z"/><path fill="#fff" fill-opacity=".2" d="M7 5h2v1H7zM2 5h2v1H2zM12 5h2v1h-2z"/>`,
	light05: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M2 5v1h1v2h1v1h3V8h2v1h3V8h1V6h1V5H9v1H7V5H2Zm5 1v2H4V6h3Zm2 0v2h3V6H9Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#fff" fill-opacity=".3" d="M4 6h3v2H4zM9 6h3v2H9z"/><path fill="#fff" fill-opacity=".2" d="M2 5h2v1H2zM12 5h2v1h-2z"/>`,
	light04: (components, colors) => `<path fill="#fff" fill-opacity=".3" d="M4 5h3v3H4zM9 5h3v3H9z"/><path fill="${xml$1(`${colors.glasses}`)}" d="M3 5h1v1H3zM7 5h2v1H7zM12 5h1v1h-1z"/>`,
	light03: (components, colors) => `<path fill="${xml$1(`${colors.glasses}`)}" d="M2 5h12v1H2zM3 7h10v1H3zM3 6h1v1H3zM12 6h1v1h-1z"/><path fill="#fff" fill-opacity=".3" d="M4 6h8v1H4z"/><path fill="#fff" fill-opacity=".2" d="M2 5h1v1H2zM13 5h1v1h-1z"/><path fill="#000" fill-opacity=".3" d="M7 6h2v1H7z"/>`,
	light02: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M14 5H2v1h1v2h4V7h2v1h4V6h1V5Zm-2 1H9v1h3V6ZM7 7H4V6h3v1Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#fff" fill-opacity=".3" d="M4 6h3v1H4z"/><path fill="#fff" fill-opacity=".2" d="M2 5h1v1H2zM7 5h2v1H7zM13 5h1v1h-1z"/><path fill="#fff" fill-opacity=".3" d="M9 6h3v1H9z"/>`,
	light01: (components, colors) => `<path d="M2 5h5v1H4v1H3V6H2V5ZM7 7v1H4V7h3ZM9 7H7V6h2v1ZM12 7H9v1h3V7ZM12 6H9V5h5v1h-1v1h-1V6Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#fff" fill-opacity=".3" d="M4 6h3v1H4zM9 6h3v1H9z"/><path fill="#fff" fill-opacity=".2" d="M12 5h2v1h-2zM2 5h2v1H2zM7 6h2v1H7z"/>`,
	dark07: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M12 4H9v1H7V4H4v1H2v1h1v2h1v1h3V8h2v1h3V8h1V6h1V5h-2V4Zm0 1v3H9V5h3ZM7 8H4V5h3v3Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#000" fill-opacity=".3" d="M9 5h3v3H9zM4 5h3v3H4z"/><path fill="#fff" fill-opacity=".2" d="M2 5h1v1H2zM13 5h1v1h-1z"/>`,
	dark06: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M2 5v1h1v2h1v1h3V8h2v1h3V8h1V6h1V5H2Zm10 3H9V6h3v2ZM7 8H4V6h3v2Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#000" fill-opacity=".3" d="M9 6h3v2H9zM4 6h3v2H4z"/><path fill="#fff" fill-opacity=".2" d="M7 5h2v1H7zM2 5h2v1H2zM12 5h2v1h-2z"/>`,
	dark05: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M2 5v1h1v2h1v1h3V8h2v1h3V8h1V6h1V5H9v1H7V5H2Zm5 1v2H4V6h3Zm2 0v2h3V6H9Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#000" fill-opacity=".3" d="M4 6h3v2H4zM9 6h3v2H9z"/><path fill="#fff" fill-opacity=".2" d="M2 5h2v1H2zM12 5h2v1h-2z"/>`,
	dark04: (components, colors) => `<path fill="#000" fill-opacity=".3" d="M4 5h3v3H4zM9 5h3v3H9z"/><path fill="${xml$1(`${colors.glasses}`)}" d="M3 5h1v1H3zM7 5h2v1H7zM12 5h1v1h-1z"/>`,
	dark03: (components, colors) => `<path fill="${xml$1(`${colors.glasses}`)}" d="M2 5h12v1H2zM3 7h10v1H3zM3 6h1v1H3zM12 6h1v1h-1z"/><path fill="#000" fill-opacity=".3" d="M4 6h8v1H4z"/><path fill="#fff" fill-opacity=".2" d="M2 5h1v1H2zM13 5h1v1h-1z"/><path fill="#000" fill-opacity=".3" d="M7 6h2v1H7z"/>`,
	dark02: (components, colors) => `<path fill-rule="evenodd" clip-rule="evenodd" d="M14 5H2v1h1v2h4V7h2v1h4V6h1V5Zm-2 1H9v1h3V6ZM7 7H4V6h3v1Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#000" fill-opacity=".3" d="M4 6h3v1H4z"/><path fill="#fff" fill-opacity=".2" d="M2 5h1v1H2zM7 5h2v1H7zM13 5h1v1h-1z"/><path fill="#000" fill-opacity=".3" d="M9 6h3v1H9z"/>`,
	dark01: (components, colors) => `<path d="M2 5h5v1H4v1H3V6H2V5ZM7 7v1H4V7h3ZM9 7H7V6h2v1ZM12 7H9v1h3V7ZM12 6H9V5h5v1h-1v1h-1V6Z" fill="${xml$1(`${colors.glasses}`)}"/><path fill="#000" fill-opacity=".3" d="M4 6h3v1H4zM9 6h3v1H9z"/><path fill="#fff" fill-opacity=".2" d="M12 5h2v1h-2zM2 5h2v1H2zM7 6h2v1H7z"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/beard.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var beard = {
	variant08: (components, colors) => `<mask id="beardVariant08-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="3" y="6" width="10" height="6"><path opacity=".9" d="M3 6h1v3h8V6h1v5h-1v1H4v-1H3V6Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant08-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant07: (components, colors) => `<mask id="beardVariant07-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="3" y="9" width="10" height="3"><path opacity=".9" d="M3 9v2h1v1h8v-1h1V9H3Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant07-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant06: (components, colors) => `<mask id="beardVariant06-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="3" y="9" width="10" height="3"><path opacity=".9" d="M3 9h3v1h4V9h3v2h-1v1H4v-1H3V9Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant06-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant05: (components, colors) => `<mask id="beardVariant05-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="3" y="6" width="10" height="6"><path opacity=".9" d="M3 6h1v2h1v1h6V8h1V6h1v5h-1v1H4v-1H3V6Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant05-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant04: (components, colors) => `<mask id="beardVariant04-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="6" y="11" width="4" height="1"><path opacity=".9" fill="${xml$1(`${colors.hair}`)}" d="M6 11h4v1H6z"/></mask><g mask="url(#beardVariant04-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant03: (components, colors) => `<mask id="beardVariant03-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="3" y="9" width="10" height="5"><path opacity=".9" d="M3 9h2v1h6V9h2v2h-1v2h-1v1H5v-1H4v-2H3V9Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant03-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant02: (components, colors) => `<mask id="beardVariant02-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="5" y="11" width="6" height="3"><path opacity=".9" d="M5 11h6v1h-1v1H9v1H7v-1H6v-1H5v-1Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant02-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`,
	variant01: (components, colors) => `<mask id="beardVariant01-a" style="mask-type:luminance" maskUnits="userSpaceOnUse" x="3" y="8" width="10" height="4"><path opacity=".9" d="M3 8h2v1h1v1h4V9h1V8h2v3h-1v1H4v-1H3V8Z" fill="${xml$1(`${colors.hair}`)}"/></mask><g mask="url(#beardVariant01-a)"><path fill="${xml$1(`${colors.hair}`)}" d="M0 0h16v16H0z"/><path fill="#fff" fill-opacity=".3" d="M0 0h16v16H0z"/></g>`
};
// node_modules/@dicebear/pixel-art/lib/components/mouth.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var mouth = {
	sad10: (components, colors) => `<path d="M7 9v1h1v1h1V9H7Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad09: (components, colors) => `<path d="M6 10v1h1v-1h3V9H7v1H6Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad08: (components, colors) => `<path d="M6 9v1h3v1h1v-1H9V9H6Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad07: (components, colors) => `<path d="M7 9h2v1H7V9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad06: (components, colors) => `<path d="M6 9h4v1H6V9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad05: (components, colors) => `<path d="M7 9h3v1H7V9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad04: (components, colors) => `<path d="M6 9h3v1H6V9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad03: (components, colors) => `<path d="M9 9v1H7v1H6v-1h1V9h2Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad02: (components, colors) => `<path d="M7 9v1h2v1h1v-1H9V9H7Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	sad01: (components, colors) => `<path d="M7 9h2v1H7V9ZM7 10v1H6v-1h1ZM9 10v1h1v-1H9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy13: (components, colors) => `<path d="M6 10v1h1v1h2v-1h1v-1H9V9H7v1H6Z" fill="${xml$1(`${colors.mouth}`)}"/><path d="M7 10v1h2v-1H7Z" fill="#fff" fill-opacity=".2"/>`,
	happy12: (components, colors) => `<path d="M6 10v1h1v1h2v-1h1v-1H9V9H7v1H6Z" fill="${xml$1(`${colors.mouth}`)}"/><path d="M7 10v1h2v-1H7Z" fill="#fff"/>`,
	happy11: (components, colors) => `<path d="M6 9v1h1v1h2v-1H7V9H6Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy10: (components, colors) => `<path d="M10 9v1H9v1H7v-1h2V9h1Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy09: (components, colors) => `<path d="M7 11h2v-1H7v1ZM7 10V9H6v1h1ZM9 10V9h1v1H9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy08: (components, colors) => `<path d="M6 11v-1h3V9h1v1H9v1H6Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy07: (components, colors) => `<path d="M10 11v-1H7V9H6v1h1v1h3Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy06: (components, colors) => `<path d="M6 9v1h1v1h2v-1h1V9H6Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy05: (components, colors) => `<path d="M7 9v2h2v-1H8V9H7Z" fill="${xml$1(`${colors.mouth}`)}"/><path d="M9 11v-1H8V9H7v1h1v1h1Z" fill="#fff" fill-opacity=".2"/>`,
	happy04: (components, colors) => `<path d="M9 9v1H8v1h2V9H9Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy03: (components, colors) => `<path d="M7 9v1h1v1H6V9h1Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy02: (components, colors) => `<path d="M8 10v1h1v-1H8Z" fill="${xml$1(`${colors.mouth}`)}"/>`,
	happy01: (components, colors) => `<path d="M7 9v2h2V9H7Z" fill="${xml$1(`${colors.mouth}`)}"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/hair.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var hair = {
	short24: (components, colors) => `<path d="M11 2H5v1h1v1h4V3h1V2ZM3 3h1v2H3V3ZM13 3h-1v2h1V3Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short23: (components, colors) => `<path fill="${xml$1(`${colors.hair}`)}" d="M6 2h4v1H6z"/>`,
	short22: (components, colors) => `<path d="M4 2h8v1h1v2h-2V4H5v1H3V3h1V2Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short21: (components, colors) => `<path fill="${xml$1(`${colors.hair}`)}" d="M7 1h2v2H7z"/>`,
	short20: (components, colors) => `<path d="M6 2h4v1H6zM7 3h2v1H7z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short19: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M4 2h8v1H4zM3 3h3v1H3zM10 3h3v1h-3zM8 3h1v1H8z"/><path d="M8 3h1v1H8z"/></g>`,
	short18: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M2 3h2v3H2zM12 3h2v3h-2z"/><path d="M12 3h2v3h-2z"/></g>`,
	short17: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M12 3h2v3h-2zM2 3h2v3H2z"/><path d="M3 2h10v2H3z"/><path d="M4 1h8v2H4z"/></g>`,
	short16: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M3 2h10v2H3z"/><path d="M4 1h8v2H4z"/></g>`,
	short15: (components, colors) => `<path d="M3 3h10v1H3zM4 2h8v1H4zM2 4h2v2H2zM12 4h2v2h-2z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short14: (components, colors) => `<path d="M3 4h1v3H3zM12 4h1v3h-1zM3 2h10v2H3z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short13: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M3 2h10v2H3zM2 2h1v1H2zM2 1h1v1H2z"/><path d="M2 2h1v1H2zM13 0h1v1h-1zM2 4h1v1H2zM5 0h1v1H5zM4 1h1v1H4zM6 1h1v1H6zM9 1h1v1H9zM8 0h1v1H8zM12 1h1v1h-1zM13 2h1v1h-1z"/><path d="M12 1h1v1h-1zM14 3h1v1h-1zM13 4h1v1h-1zM1 3h1v1H1z"/></g>`,
	short12: (components, colors) => `<path d="M4 2h1v3H4zM6 2h1v2H6zM8 2h1v2H8zM10 2h1v2h-1z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short11: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M4 2h8v1H4zM3 1h1v1H3zM2 2h1v1H2zM2 3h1v1H2zM2 4h1v1H2zM2 5h1v1H2zM1 3h1v1H1zM1 1h1v1H1zM1 5h1v1H1zM1 6h1v1H1zM0 7h1v1H0zM1 8h1v1H1zM5 1h1v1H5zM6 0h1v1H6zM4 0h1v1H4zM6 1h1v1H6zM7 1h1v1H7zM8 0h1v1H8zM9 1h1v1H9zM9 0h1v1H9zM11 0h1v1h-1zM10 1h1v1h-1zM12 1h1v1h-1zM13 2h1v1h-1zM13 3h1v1h-1zM13 4h1v1h-1zM13 5h1v1h-1zM14 6h1v1h-1zM15 4h1v1h-1z"/><path d="M15 4h1v1h-1zM14 3h1v1h-1zM14 8h1v1h-1zM15 6h1v1h-1zM15 7h1v1h-1zM13 2h1v1h-1zM2 2h1v1H2zM3 1h1v1H3z"/></g>`,
	short10: (components, colors) => `<path d="M3 2h10v1H3zM3 3h2v1H3zM7 1h5v1H7zM13 3h-1v1h1z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short09: (components, colors) => `<path d="M7 1h5v1H7zM4 2h7v1H4zM3 3h5v1H3z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short08: (components, colors) => `<path d="M5 1h5v1H5zM4 2h8v1H4zM9 3h1v1H9zM11 3h2v1h-2zM3 3h2v1H3z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short07: (components, colors) => `<path d="M3 3h1v1H3zM5 2H4v1h1zM12 2h-1v1h1zM13 3h-1v1h1z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short06: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M4 2H3v3h1zM13 2h-1v3h1z"/><path d="M12 1H3v2h9z"/><path d="M4 2H2v2h2zM14 2h-2v2h2z"/></g>`,
	short05: (components, colors) => `<path d="M9 1H8v3h1zM8 2H7v2h1zM10 0H9v3h1zM11 1h-1v1h1z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short04: (components, colors) => `<path d="M4 3H3v2h1zM13 3h-1v2h1zM12 2H4v1h8z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short03: (components, colors) => `<path d="M12 2H4v1h8zM13 3h-1v1h1zM6 3H3v1h3zM5 4H3v1h2z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short02: (components, colors) => `<path d="M12 2H4v1h8zM13 3h-2v1h2zM13 4h-1v1h1zM6 3H3v1h3zM5 4H3v1h2zM4 5H3v1h1z" fill="${xml$1(`${colors.hair}`)}"/>`,
	short01: (components, colors) => `<path d="M12 2H4v1h8zM13 3H7v1h6zM13 4h-2v1h2zM13 5h-1v1h1zM6 4H3v1h3zM7 3H3v1h4zM5 5H3v1h2zM4 6H3v1h1z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long21: (components, colors) => `<path d="M13 1H3v1H2v4h1V3h10v3h1V2h-1V1ZM2 8h1v3h1v1H2V8ZM12 11h1V8h1v4h-2v-1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long20: (components, colors) => `<path d="M4 1h8v1h1v1h1v3h-1V4h-1V3H6v1H3v2H2V3h1V2h1V1ZM2 8h1v3h1v1h3v1H2V8ZM12 12H9v1h5V8h-1v3h-1v1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long19: (components, colors) => `<path d="M13 2H3v1H2v3h1V4h10v2h1V3h-1V2ZM3 8H2v1H1v2H0v1h1v-1h1v-1h1V8Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long18: (components, colors) => `<path d="M13 2H3v1H2v3h1V4h10v2h1V3h-1V2ZM2 8h1v2H2v1H1V9h1V8ZM1 11v1H0v-1h1ZM16 11h-1V9h-1V8h-1v2h1v1h1v1h1v-1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long17: (components, colors) => `<path d="M5 1h7v1h1v1h1v3h-1V4h-2V3H5v1H4v1H3v1H2v2h1v3h1v1H1V4h1V3h1V2h2V1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long16: (components, colors) => `<path d="M3 1h8v1h2v1h1v3h-1V4h-2V3H6v1H5V3H4v1H3v2H2v2h1v2H1V3h1V2h1V1ZM14 8h-1v2h1V8Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long15: (components, colors) => `<g fill="${xml$1(`${colors.hair}`)}"><path d="M5 0h1v1H5V0Z"/><path d="M2 3h1V1h2v1h1V1h1v1h1V1H7V0h2v2h1V1h1v1h1V1h1v1h1v1h-1v1H4v1H3v1H2V5H1V4h1V3Z"/><path d="M2 3H1V2h1v1ZM1 6H0V5h1v1ZM2 8H1V6h1v2ZM2 8h1v2H2V8Z"/><path fill-rule="evenodd" clip-rule="evenodd" d="M14 4h-1v2h2V5h1V4h-1V3h-1v1Zm0 0h1v1h-1V4Z"/><path d="M12 1h-1V0h1v1ZM13 8h1v2h-1V8Z"/></g>`,
	long14: (components, colors) => `<path d="M5 1H3v1H2v2h1v1h1V4h8v1h1V4h1V2h-1V1h-2v1H5V1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long13: (components, colors) => `<path d="M13 1H3v1H2v1H1v11h2V4h10v10h2V3h-1V2h-1V1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long12: (components, colors) => `<path d="M5 4V3h7v1h1v2h1v2h-1v3h-1v1H9v1h4v1h1v3h1V3h-1V2h-1V1H3v1H2v1H1v14h1v-3h1v-1h4v-1H4v-1H3V8H2V6h1V5h1V4h1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long11: (components, colors) => `<path d="M6 1v1H3v2H2v2h1V5h4V4h3V3h2v1h1v2h1V2h-2V1H6ZM2 8h1v2H2V8ZM14 8h-1v2h1V8Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long10: (components, colors) => `<path d="M4 1v1H3v1H2v1H1v6h2V8H2V6h1V4h1V3h2v1h1V3h1V2H7V1H4Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long09: (components, colors) => `<path d="M2 1h12v1h1v11h-1v-1h-1V8h1V6h-1V3H3v3H2v2h1v4H2v1H1V2h1V1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long08: (components, colors) => `<path d="M2 1h12v1h1v11h-1v-1h-1V8h1V6h-1V3h-1v1h-1V3H8v1H7v1H6v1H5v1H4v1H3v4H2v1H1V2h1V1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long07: (components, colors) => `<path d="M3 1h10v1h1v1h1v10h-1v-1h-1V8h1V6h-1V4h-1V3H5v1H4v1H3v1H2v2h1v4H2v1H1V3h1V2h1V1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long06: (components, colors) => `<path d="M3 2h10v1h1v3h-1V4H3v2H2V3h1V2ZM13 8h1v1h1v2h-1v-1h-1V8ZM15 11h1v1h-1v-1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long05: (components, colors) => `<path d="M4 0H1v3h2v1H2v2h1V5h2V4h1V3h5v1h1v1h1v1h1V3h-1V2h-1V1H6v1H4V0ZM2 8h1v1H2V8ZM14 8h-1v1h1V8Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long04: (components, colors) => `<path d="M12 1H5v1H4v1H3v1H2v2h2V5h1V4h1V3h5v1h1v1h1v1h1V3h-1V2h-1V1ZM13 8h1v4h-2v-1h1V8ZM2 8h1v3h1v1H2V8Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long03: (components, colors) => `<path d="M4 2h8v1h1v2h1v6h1v2h-2v-1h-1V5h-1V4H5v1H4v7H3v1H1v-2h1V5h1V3h1V2Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long02: (components, colors) => `<path d="M4 2h8v1h1v2h1v7h-1v-1h-1V5h-1V4H5v1H4v6H3v1H2V5h1V3h1V2ZM2 12v1H1v-1h1ZM14 12h1v1h-1v-1Z" fill="${xml$1(`${colors.hair}`)}"/>`,
	long01: (components, colors) => `<path d="M12 1H5v1H4v1H3v1H2v2h2V5h1V4h1V3h5v1h1v1h1v1h1V3h-1V2h-1V1ZM13 8h1v6h-1v-1H9v-1h3v-1h1V8ZM2 8h1v3h1v1h3v1H3v1H2V8Z" fill="${xml$1(`${colors.hair}`)}"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/hat.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var hat = {
	variant10: (components, colors) => `<path d="M12 0H4v2H2v3h12V2h-2V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M10 2h1v3h-1zM8 3h1v2H8z"/>`,
	variant09: (components, colors) => `<path d="M4 0h8v1h1v1h1v3H2V2h1V1h1V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M11 2h1v3h-1zM9 2h1v3H9z"/>`,
	variant08: (components, colors) => `<path d="M4 0h8v1h1v1h1v2H2V2h1V1h1V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M12 2v1H9V2z"/>`,
	variant07: (components, colors) => `<path d="M12 1H4v1H3v2h12V3h-2V2h-1V1Z" fill="${xml$1(`${colors.hat}`)}"/>`,
	variant06: (components, colors) => `<path d="M13 0H3v3H1v1h14V3h-2V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M11 1h1v3h-1z"/>`,
	variant05: (components, colors) => `<path d="M4 0h8v1h1v1h1v2H2V2h1V1h1V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M12 1h1v1h-1zM11 2h1v1h-1zM10 3h1v1h-1zM10 0h1v1h-1zM9 1h1v1H9zM8 2h1v1H8zM7 3h1v1H7z"/>`,
	variant04: (components, colors) => `<path d="M4 0h8v1h1v1h1v3H2V2h1V1h1V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M13 1v1H3V1zM14 3v1H2V3z"/>`,
	variant03: (components, colors) => `<path d="M4 0h8v1h1v1h1v2H2V2h1V1h1V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M13 1v1H3V1zM14 3v1H2V3z"/>`,
	variant02: (components, colors) => `<path d="M12 1H4v1H3v2h12V3h-2V2h-1V1Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M11 4h-1V1h1z"/>`,
	variant01: (components, colors) => `<path d="M4 0h8v1h1v1h1v3H2V2h1V1h1V0Z" fill="${xml$1(`${colors.hat}`)}"/><path fill="#fff" fill-opacity=".3" d="M5 0h1v1H5zM4 1h1v1H4zM3 2h1v1H3zM2 3h1v1H2z"/>`
};
// node_modules/@dicebear/pixel-art/lib/components/index.js
var components_exports = /* @__PURE__ */ __exportAll({
	accessories: () => accessories,
	beard: () => beard,
	clothing: () => clothing,
	eyes: () => eyes,
	glasses: () => glasses,
	hair: () => hair,
	hat: () => hat,
	mouth: () => mouth
});
// node_modules/@dicebear/pixel-art/lib/utils/pickComponent.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
function pickComponent({ prng, group, values = [] }) {
	const componentCollection = components_exports;
	const key = prng.pick(values);
	if (key && componentCollection[group][key]) return {
		name: key,
		value: componentCollection[group][key]
	};
	else return;
}
// node_modules/@dicebear/pixel-art/lib/utils/getComponents.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
function getComponents({ prng, options }) {
	const accessoriesComponent = pickComponent({
		prng,
		group: "accessories",
		values: options.accessories
	});
	const clothingComponent = pickComponent({
		prng,
		group: "clothing",
		values: options.clothing
	});
	const eyesComponent = pickComponent({
		prng,
		group: "eyes",
		values: options.eyes
	});
	const glassesComponent = pickComponent({
		prng,
		group: "glasses",
		values: options.glasses
	});
	const beardComponent = pickComponent({
		prng,
		group: "beard",
		values: options.beard
	});
	const mouthComponent = pickComponent({
		prng,
		group: "mouth",
		values: options.mouth
	});
	const hairComponent = pickComponent({
		prng,
		group: "hair",
		values: options.hair
	});
	const hatComponent = pickComponent({
		prng,
		group: "hat",
		values: options.hat
	});
	return {
		accessories: prng.bool(options.accessoriesProbability) ? accessoriesComponent : void 0,
		clothing: clothingComponent,
		eyes: eyesComponent,
		glasses: prng.bool(options.glassesProbability) ? glassesComponent : void 0,
		beard: prng.bool(options.beardProbability) ? beardComponent : void 0,
		mouth: mouthComponent,
		hair: hairComponent,
		hat: prng.bool(options.hatProbability) ? hatComponent : void 0
	};
}
// node_modules/@dicebear/pixel-art/lib/utils/convertColor.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
function convertColor(color) {
	return "transparent" === color ? color : `#${color}`;
}
// node_modules/@dicebear/pixel-art/lib/utils/getColors.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
function getColors({ prng, options }) {
	var _a, _b, _c, _d, _e, _f, _g, _h;
	return {
		accessories: convertColor(prng.pick((_a = options.accessoriesColor) !== null && _a !== void 0 ? _a : [], "transparent")),
		clothing: convertColor(prng.pick((_b = options.clothingColor) !== null && _b !== void 0 ? _b : [], "transparent")),
		eyes: convertColor(prng.pick((_c = options.eyesColor) !== null && _c !== void 0 ? _c : [], "transparent")),
		glasses: convertColor(prng.pick((_d = options.glassesColor) !== null && _d !== void 0 ? _d : [], "transparent")),
		hair: convertColor(prng.pick((_e = options.hairColor) !== null && _e !== void 0 ? _e : [], "transparent")),
		hat: convertColor(prng.pick((_f = options.hatColor) !== null && _f !== void 0 ? _f : [], "transparent")),
		mouth: convertColor(prng.pick((_g = options.mouthColor) !== null && _g !== void 0 ? _g : [], "transparent")),
		skin: convertColor(prng.pick((_h = options.skinColor) !== null && _h !== void 0 ? _h : [], "transparent"))
	};
}
// node_modules/@dicebear/pixel-art/lib/schema.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var schema = {
	$schema: "http://json-schema.org/draft-07/schema#",
	properties: {
		accessories: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"variant04",
					"variant03",
					"variant02",
					"variant01"
				]
			},
			default: [
				"variant04",
				"variant03",
				"variant02",
				"variant01"
			]
		},
		accessoriesColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"daa520",
				"ffd700",
				"fafad2",
				"d3d3d3",
				"a9a9a9"
			]
		},
		accessoriesProbability: {
			type: "integer",
			minimum: 0,
			maximum: 100,
			default: 10
		},
		beard: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"variant08",
					"variant07",
					"variant06",
					"variant05",
					"variant04",
					"variant03",
					"variant02",
					"variant01"
				]
			},
			default: [
				"variant08",
				"variant07",
				"variant06",
				"variant05",
				"variant04",
				"variant03",
				"variant02",
				"variant01"
			]
		},
		beardProbability: {
			type: "integer",
			minimum: 0,
			maximum: 100,
			default: 5
		},
		clothing: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"variant23",
					"variant22",
					"variant21",
					"variant20",
					"variant19",
					"variant18",
					"variant17",
					"variant16",
					"variant15",
					"variant14",
					"variant13",
					"variant12",
					"variant11",
					"variant10",
					"variant09",
					"variant08",
					"variant07",
					"variant06",
					"variant05",
					"variant04",
					"variant03",
					"variant02",
					"variant01"
				]
			},
			default: [
				"variant23",
				"variant22",
				"variant21",
				"variant20",
				"variant19",
				"variant18",
				"variant17",
				"variant16",
				"variant15",
				"variant14",
				"variant13",
				"variant12",
				"variant11",
				"variant10",
				"variant09",
				"variant08",
				"variant07",
				"variant06",
				"variant05",
				"variant04",
				"variant03",
				"variant02",
				"variant01"
			]
		},
		clothingColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"5bc0de",
				"428bca",
				"03396c",
				"88d8b0",
				"44c585",
				"00b159",
				"ff6f69",
				"d11141",
				"ae0001",
				"ffeead",
				"ffd969",
				"ffc425"
			]
		},
		eyes: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"variant12",
					"variant11",
					"variant10",
					"variant09",
					"variant08",
					"variant07",
					"variant06",
					"variant05",
					"variant04",
					"variant03",
					"variant02",
					"variant01"
				]
			},
			default: [
				"variant12",
				"variant11",
				"variant10",
				"variant09",
				"variant08",
				"variant07",
				"variant06",
				"variant05",
				"variant04",
				"variant03",
				"variant02",
				"variant01"
			]
		},
		eyesColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"76778b",
				"697b94",
				"647b90",
				"5b7c8b",
				"588387",
				"876658"
			]
		},
		glasses: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"light07",
					"light06",
					"light05",
					"light04",
					"light03",
					"light02",
					"light01",
					"dark07",
					"dark06",
					"dark05",
					"dark04",
					"dark03",
					"dark02",
					"dark01"
				]
			},
			default: [
				"light07",
				"light06",
				"light05",
				"light04",
				"light03",
				"light02",
				"light01",
				"dark07",
				"dark06",
				"dark05",
				"dark04",
				"dark03",
				"dark02",
				"dark01"
			]
		},
		glassesColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"4b4b4b",
				"323232",
				"191919",
				"43677d",
				"5f705c",
				"a04b5d"
			]
		},
		glassesProbability: {
			type: "integer",
			minimum: 0,
			maximum: 100,
			default: 20
		},
		hair: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"short24",
					"short23",
					"short22",
					"short21",
					"short20",
					"short19",
					"short18",
					"short17",
					"short16",
					"short15",
					"short14",
					"short13",
					"short12",
					"short11",
					"short10",
					"short09",
					"short08",
					"short07",
					"short06",
					"short05",
					"short04",
					"short03",
					"short02",
					"short01",
					"long21",
					"long20",
					"long19",
					"long18",
					"long17",
					"long16",
					"long15",
					"long14",
					"long13",
					"long12",
					"long11",
					"long10",
					"long09",
					"long08",
					"long07",
					"long06",
					"long05",
					"long04",
					"long03",
					"long02",
					"long01"
				]
			},
			default: [
				"short24",
				"short23",
				"short22",
				"short21",
				"short20",
				"short19",
				"short18",
				"short17",
				"short16",
				"short15",
				"short14",
				"short13",
				"short12",
				"short11",
				"short10",
				"short09",
				"short08",
				"short07",
				"short06",
				"short05",
				"short04",
				"short03",
				"short02",
				"short01",
				"long21",
				"long20",
				"long19",
				"long18",
				"long17",
				"long16",
				"long15",
				"long14",
				"long13",
				"long12",
				"long11",
				"long10",
				"long09",
				"long08",
				"long07",
				"long06",
				"long05",
				"long04",
				"long03",
				"long02",
				"long01"
			]
		},
		hairColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"cab188",
				"603a14",
				"83623b",
				"a78961",
				"611c17",
				"603015",
				"612616",
				"28150a",
				"009bbd",
				"bd1700",
				"91cb15"
			]
		},
		hat: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"variant10",
					"variant09",
					"variant08",
					"variant07",
					"variant06",
					"variant05",
					"variant04",
					"variant03",
					"variant02",
					"variant01"
				]
			},
			default: [
				"variant10",
				"variant09",
				"variant08",
				"variant07",
				"variant06",
				"variant05",
				"variant04",
				"variant03",
				"variant02",
				"variant01"
			]
		},
		hatColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"2e1e05",
				"2663a3",
				"989789",
				"3d8a6b",
				"cc6192",
				"614f8a",
				"a62116"
			]
		},
		hatProbability: {
			type: "integer",
			minimum: 0,
			maximum: 100,
			default: 5
		},
		mouth: {
			type: "array",
			items: {
				type: "string",
				enum: [
					"sad10",
					"sad09",
					"sad08",
					"sad07",
					"sad06",
					"sad05",
					"sad04",
					"sad03",
					"sad02",
					"sad01",
					"happy13",
					"happy12",
					"happy11",
					"happy10",
					"happy09",
					"happy08",
					"happy07",
					"happy06",
					"happy05",
					"happy04",
					"happy03",
					"happy02",
					"happy01"
				]
			},
			default: [
				"sad10",
				"sad09",
				"sad08",
				"sad07",
				"sad06",
				"sad05",
				"sad04",
				"sad03",
				"sad02",
				"sad01",
				"happy13",
				"happy12",
				"happy11",
				"happy10",
				"happy09",
				"happy08",
				"happy07",
				"happy06",
				"happy05",
				"happy04",
				"happy03",
				"happy02",
				"happy01"
			]
		},
		mouthColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"d29985",
				"c98276",
				"e35d6a",
				"de0f0d"
			]
		},
		skinColor: {
			type: "array",
			items: {
				type: "string",
				pattern: "^(transparent|[a-fA-F0-9]{6})$"
			},
			default: [
				"ffdbac",
				"f5cfa0",
				"eac393",
				"e0b687",
				"cb9e6e",
				"b68655",
				"a26d3d",
				"8d5524"
			]
		}
	}
};
// node_modules/@dicebear/pixel-art/lib/index.js
/**
* Do not change this file manually! This file was generated with the "Dicebear Exporter"-Plugin for Figma.
*
* Plugin: https://www.figma.com/community/plugin/1005765655729342787
* File: https://www.figma.com/file/WTcivb1XPf5ODtyv7ZNnU9
*/
var lib_exports = /* @__PURE__ */ __exportAll({
	create: () => create,
	meta: () => meta,
	schema: () => schema
});
var meta = {
	title: "Pixel Art",
	creator: "DiceBear",
	source: "https://www.figma.com/community/file/1198754108850888330",
	homepage: "https://www.dicebear.com",
	license: {
		name: "CC0 1.0",
		url: "https://creativecommons.org/publicdomain/zero/1.0/"
	}
};
var create = ({ prng, options }) => {
	var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r;
	const components = getComponents({
		prng,
		options
	});
	const colors = getColors({
		prng,
		options
	});
	return {
		attributes: {
			viewBox: "0 0 16 16",
			fill: "none",
			"shape-rendering": "crispEdges"
		},
		body: `<path d="M4 2h8v1h1v3h1v2h-1v3h-1v1H9v1h4v1h1v2H2v-2h1v-1h4v-1H4v-1H3V8H2V6h1V3h1V2Z" fill="${xml$1(`${colors.skin}`)}"/><path d="M4 2h8v1h1v3h1v2h-1v3h-1v1H4v-1H3V8H2V6h1V3h1V2Z" fill="#fff" fill-opacity=".1"/>${(_b = (_a = components.accessories) === null || _a === void 0 ? void 0 : _a.value(components, colors)) !== null && _b !== void 0 ? _b : ""}${(_d = (_c = components.clothing) === null || _c === void 0 ? void 0 : _c.value(components, colors)) !== null && _d !== void 0 ? _d : ""}${(_f = (_e = components.eyes) === null || _e === void 0 ? void 0 : _e.value(components, colors)) !== null && _f !== void 0 ? _f : ""}${(_h = (_g = components.glasses) === null || _g === void 0 ? void 0 : _g.value(components, colors)) !== null && _h !== void 0 ? _h : ""}${(_k = (_j = components.beard) === null || _j === void 0 ? void 0 : _j.value(components, colors)) !== null && _k !== void 0 ? _k : ""}${(_m = (_l = components.mouth) === null || _l === void 0 ? void 0 : _l.value(components, colors)) !== null && _m !== void 0 ? _m : ""}${(_p = (_o = components.hair) === null || _o === void 0 ? void 0 : _o.value(components, colors)) !== null && _p !== void 0 ? _p : ""}${(_r = (_q = components.hat) === null || _q === void 0 ? void 0 : _q.value(components, colors)) !== null && _r !== void 0 ? _r : ""}`,
		extra: () => ({
			...Object.entries(components).reduce((acc, [key, value]) => {
				acc[key] = value === null || value === void 0 ? void 0 : value.name;
				return acc;
			}, {}),
			...Object.entries(colors).reduce((acc, [key, value]) => {
				acc[`${key}Color`] = value;
				return acc;
			}, {})
		})
	};
};
export { createAvatar as n, lib_exports as t };

//# sourceMappingURL=lib-wvbrf9kF.js.map