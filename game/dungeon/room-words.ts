// The words rooms are made of: which environments suit which room type, and the nouns, adjectives,
// epithets and sentences of room names and descriptions. Pure data; room-flavour.ts draws from it.
import type { Environment, RoomType } from './vocabulary.ts';

type Weights = readonly (readonly [Environment, number])[];

/** Environment weights per room type; darker environments gain DARK_DEPTH_WEIGHT per floor. */
export const ENVIRONMENT_WEIGHTS: Record<RoomType, Weights> = {
  corridor: [['dungeon_corridor', 6], ['stone', 3], ['underground', 2], ['dark_chamber', 1]],
  chamber: [['stone_chamber', 5], ['stone', 2], ['underground', 2], ['dark_chamber', 2], ['indoor', 2], ['forest_clearing', 1], ['outdoor', 1]],
  intersection: [['dungeon_corridor', 3], ['stone_chamber', 2], ['stone', 2], ['underground', 2], ['outdoor', 1]],
  deadend: [['stone', 3], ['dark_chamber', 3], ['underground', 2], ['dungeon_corridor', 1], ['forest_clearing', 1]],
  entrance: [['stone_chamber', 3], ['indoor', 2], ['outdoor', 1]],
  exit: [['stone', 2], ['underground', 2], ['dark_chamber', 2]],
  treasure: [['golden_chamber', 6], ['stone_chamber', 1], ['dark_chamber', 1]],
  boss: [['dark_chamber', 4], ['underground', 2], ['golden_chamber', 1], ['stone_chamber', 1]],
  safe: [['peaceful_chamber', 6], ['forest_clearing', 2], ['indoor', 1]],
  rest: [['peaceful_chamber', 3], ['forest_clearing', 3], ['indoor', 2], ['outdoor', 2]],
  shop: [['indoor', 6], ['golden_chamber', 1], ['stone_chamber', 1]],
  special: [['forest_clearing', 2], ['outdoor', 2], ['golden_chamber', 1], ['dark_chamber', 1], ['peaceful_chamber', 1]],
  unknown: [['stone', 1]],
};
export const DARK_ENVIRONMENTS = ['dark_chamber', 'underground'] as const satisfies readonly Environment[];
export const DARK_DEPTH_WEIGHT = 0.1;

export const ROOM_NOUNS: Record<RoomType, readonly string[]> = {
  corridor: ['Passage', 'Hallway', 'Tunnel', 'Crawlway', 'Causeway', 'Service Corridor', 'Colonnade'],
  chamber: ['Hall', 'Chamber', 'Cellar', 'Gallery', 'Den', 'Storeroom', 'Meeting Room'],
  intersection: ['Crossroads', 'Junction', 'Hub', 'Concourse', 'Roundabout', 'Nexus'],
  deadend: ['Nook', 'Alcove', 'Cul-de-sac', 'Dead End', 'Supply Closet', 'Pocket'],
  entrance: ['Landing', 'Gate', 'Arrivals Hall', 'Foyer', 'Threshold', 'Reception'],
  exit: ['Stairwell', 'Descent', 'Spiral Stair', 'Downward Shaft', 'Service Stairs'],
  treasure: ['Vault', 'Hoard', 'Treasury', 'Coffer Room', 'Strongroom'],
  boss: ['Throne Room', 'Arena', 'Boardroom', 'Sanctum', 'Lair'],
  safe: ['Sanctuary', 'Haven', 'Refuge', 'Safe Room', 'Panic Room'],
  rest: ['Campsite', 'Break Room', 'Lounge', 'Hearth', 'Bivouac'],
  shop: ['Emporium', 'Trading Post', 'Company Store', 'Bazaar', 'Vending Nook'],
  special: ['Shrine', 'Observatory', 'Reliquary', 'Fountain Court', 'Curiosity Room', 'Server Room'],
  unknown: ['Room'],
};

export const ENVIRONMENT_ADJECTIVES: Record<Environment, readonly string[]> = {
  stone_chamber: ['Granite', 'Flagstone', 'Vaulted', 'Pillared'],
  forest_clearing: ['Mossy', 'Overgrown', 'Fern-choked', 'Sun-dappled'],
  dungeon_corridor: ['Damp', 'Torchlit', 'Dripping', 'Narrow'],
  golden_chamber: ['Gilded', 'Gleaming', 'Opulent', 'Golden'],
  peaceful_chamber: ['Quiet', 'Serene', 'Candlelit', 'Hushed'],
  dark_chamber: ['Shadowed', 'Pitch-black', 'Gloomy', 'Lightless'],
  indoor: ['Carpeted', 'Fluorescent', 'Wood-panelled', 'Cubicled'],
  outdoor: ['Windswept', 'Open-air', 'Starlit', 'Rain-soaked'],
  underground: ['Subterranean', 'Cavernous', 'Rootbound', 'Burrowed'],
  stone: ['Crumbling', 'Weathered', 'Cracked', 'Rough-hewn'],
};

export const ROOM_EPITHETS = [
  'the Rat King', 'Unpaid Interns', 'Quarterly Losses', 'the Forgotten Auditor', 'Broken Promises',
  'the Last Standup', 'Eternal Overtime', 'Lost Lanyards', 'the Hostile Takeover', 'Mandatory Fun',
  'the Silent Printer', 'Whispering Coin', 'the Drowned Accountant', 'Bad Decisions', 'the Fallen Sponsor',
  'Expired Coupons', 'Deferred Maintenance', 'the Iron Ledger', 'a Thousand Spreadsheets', 'Missed Deadlines',
  'the Weeping Stapler', 'Synergy', 'the Golden Parachute', 'Reply-All', 'the Vanished Bonus',
] as const;

export const ENVIRONMENT_SENTENCES: Record<Environment, readonly string[]> = {
  stone_chamber: [
    'Cut-stone walls rise to a vaulted ceiling streaked with old soot.',
    'Heavy flagstones ring underfoot, worn smooth by generations of boots.',
    'Square pillars of grey granite hold up a ceiling you would rather not test.',
  ],
  forest_clearing: [
    'Somehow a patch of forest grows down here, ferns and saplings reaching for a light that is not there.',
    'Moss carpets the floor and roots crack the walls; birdsong echoes from nowhere in particular.',
    'Soft grass and wildflowers cover the ground, tended by no gardener anyone has met.',
  ],
  dungeon_corridor: [
    'Torches gutter in rusted brackets along damp, close walls.',
    'Water drips from the ceiling into puddles that never quite dry.',
    'The walls press close and the air smells of wet stone and old fear.',
  ],
  golden_chamber: [
    'Gold leaf glitters on every surface, a little too much of it to be tasteful.',
    'Polished brass and gilded trim catch every spark of light.',
    'The floor is inlaid with gold tiles, several of them already pried loose.',
  ],
  peaceful_chamber: [
    'A calm hush fills the room; even the torches burn quietly here.',
    'Soft candlelight and the trickle of a small fountain ease aching muscles.',
    'Faded tapestries and worn cushions make this place feel almost like home.',
  ],
  dark_chamber: [
    'Darkness swallows the torchlight a few steps in.',
    'Shadows pool thick in the corners, and some of them seem to breathe.',
    'The air is cold and still, and every sound comes back a moment too late.',
  ],
  indoor: [
    'Threadbare carpet and flickering fluorescent panels give the place an office air.',
    'Wood panelling, a water cooler and a motivational poster: someone works here.',
    'Rows of cubicle partitions divide the room into tiny, abandoned fiefdoms.',
  ],
  outdoor: [
    'An impossible sky opens overhead, full of unfamiliar stars.',
    'Wind whistles across open ground under a painted, starless sky.',
    'Rain falls from somewhere above, though the ceiling should be solid rock.',
  ],
  underground: [
    'Rough cave walls glisten with seeping water and pale fungus.',
    'Roots and stalactites hang from the ceiling of this natural cavern.',
    'The floor slopes and buckles like the inside of a burrow.',
  ],
  stone: [
    'Crumbling stone walls are patched with mortar of several eras.',
    'Rubble lies where part of the ceiling gave up some time ago.',
    'Weathered blocks, cracked and uneven, make up every surface.',
  ],
};

export const TYPE_SENTENCES: Record<RoomType, readonly string[]> = {
  corridor: ['It runs straight on toward the next door.', 'Scuff marks show which way most crawlers ran.', 'Footsteps carry a long way here.'],
  chamber: ['Broken furniture hints at whoever lived here before.', 'It is wide enough for trouble to spread out.', 'Scratches on the walls count days, or victims.'],
  intersection: ['Passages branch off in several directions.', 'Arrows scratched on the walls point every way at once.', 'Paths from all over the floor meet here.'],
  deadend: ['The way stops here, and so might you.', 'There is only the way you came in.', 'Something left in a hurry and did not come back for its things.'],
  entrance: ['Stairs from above end here, beside a sign reading WELCOME, SPONSORED CRAWLERS.', 'This is where every crawler arrives on the floor, blinking.', 'A cheerful banner announces the floor number and the mortality rate.'],
  exit: ['A stairway spirals down into the next floor.', 'Steps lead down, and the air from below is colder.', 'A sign by the stairs reads: DOWN, NO REFUNDS.'],
  treasure: ['Chests are stacked against the walls.', 'Coins spill from a split sack in the corner.', 'Someone has been hoarding, and they will want it back.'],
  boss: ['Bones and broken weapons litter the floor around a raised dais.', 'Something large has made this room its own.', 'The only way down lies beyond whatever rules here.'],
  safe: ['A ward glows faintly over the doorframes; no monster crosses it.', 'Nothing hostile can enter here.', 'The walls hum with a protective charm paid for by the sponsors.'],
  rest: ['Bedrolls and a banked fire invite a short rest.', 'A place to catch your breath before the next fight.', 'A kettle whistles on a camp stove someone left burning.'],
  shop: ['A counter is piled with goods and price tags.', 'A hand-painted sign reads OPEN, ALL SALES FINAL.', 'Racks of gear line the walls, each item with an optimistic price.'],
  special: ['Something about this place feels significant.', 'An odd object in the middle of the room hums softly.', 'Strange symbols cover the walls, and they look freshly painted.'],
  unknown: ['A mysterious room.'],
};
