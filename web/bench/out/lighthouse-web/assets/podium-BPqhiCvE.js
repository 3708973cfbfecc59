// web/src/components/ladder/podium.ts
function podiumTone(rank) {
	return rank === 1 ? "gold" : rank === 2 ? "silver" : rank === 3 ? "bronze" : null;
}
var podiumStyle = {
	gold: {
		chip: "border-yellow-400/70 bg-yellow-400/15 text-yellow-300",
		name: "text-yellow-300"
	},
	silver: {
		chip: "border-slate-300/70 bg-slate-300/10 text-slate-200",
		name: "text-slate-200"
	},
	bronze: {
		chip: "border-orange-600/70 bg-orange-700/15 text-orange-400",
		name: "text-orange-400"
	}
};
export { podiumTone as n, podiumStyle as t };

//# sourceMappingURL=podium-BPqhiCvE.js.map