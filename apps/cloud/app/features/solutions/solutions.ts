/**
 * Industry solutions (spec §2: /solution/bangong, fangzhen, piliang, ruanjian, yingxiao, youxi, zhibo — office,
 * simulation, batch, software, marketing, games, live streaming). Static marketing content owned by this site.
 */

/** The solution slugs the route accepts (transliterated route names, spec §1). */
export const SOLUTION_SLUGS = ['bangong', 'fangzhen', 'piliang', 'ruanjian', 'yingxiao', 'youxi', 'zhibo'] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

/** One solution page's content. */
export interface Solution {
  slug: SolutionSlug;
  title: string;
  tagline: string;
  intro: string;
  challenges: Array<{ title: string; text: string }>;
  approach: Array<{ title: string; text: string }>;
  products: Array<{ name: string; href: string; spec: string }>;
  /** Accent colour of the hero. */
  accent: string;
}

/** True when `slug` is one of {@link SOLUTION_SLUGS}. */
export function isSolutionSlug(slug: string | undefined): slug is SolutionSlug {
  return (SOLUTION_SLUGS as readonly string[]).includes(slug ?? '');
}

export const SOLUTIONS: Solution[] = [
  {
    slug: 'bangong',
    title: 'Cloud office',
    tagline: 'Desktops, file shares and collaboration tools hosted in the cloud',
    intro:
      'Give every employee the same fast desktop, wherever they work. Host shared files, OA and ERP systems on cloud servers inside a private network, and let staff connect over encrypted links from the office, at home or on the road.',
    challenges: [
      { title: 'Scattered data', text: 'Documents live on personal laptops and USB drives, so nothing is backed up and leavers take files with them.' },
      { title: 'Slow branch offices', text: 'Branches reach the head-office file server over thin VPN links and wait minutes for large drawings to open.' },
      { title: 'Hardware refresh cycles', text: 'Replacing desktop PCs every four years ties up capital and IT time.' },
    ],
    approach: [
      { title: 'Central file service', text: 'A file server on ECS with daily snapshots and 30-day retention; staff map it as a network drive.' },
      { title: 'Cloud desktops', text: 'Windows desktops on general-purpose instances, 4 vCPU / 8 GiB per power user, reached through RDP over the VPC gateway.' },
      { title: 'Access control', text: 'Sub-accounts for IT staff with only the permissions they need; every console action is logged.' },
    ],
    products: [
      { name: 'General-purpose ECS', href: '/ecs', spec: '4 vCPU · 8 GiB · 100 GiB SSD' },
      { name: 'Cloud phone', href: '/buyphone', spec: 'Mobile office apps for field teams' },
    ],
    accent: '#1d56f5',
  },
  {
    slug: 'fangzhen',
    title: 'Simulation and CAE',
    tagline: 'Burst to hundreds of cores for CFD, FEA and circuit simulation',
    intro:
      'Engineering simulations need many cores for a few days, then nothing for weeks. Run solvers such as OpenFOAM, CalculiX or SPICE on compute-optimised instances only while a job runs, and keep results in cloud storage for post-processing.',
    challenges: [
      { title: 'Queueing for the cluster', text: 'A shared on-premises cluster means engineers wait days for a slot before a design review.' },
      { title: 'Memory-hungry meshes', text: 'Fine meshes with tens of millions of cells exceed the memory of a workstation.' },
      { title: 'Licence-bound workloads', text: 'Commercial solvers need a reachable licence server with a stable address.' },
    ],
    approach: [
      { title: 'Compute-optimised nodes', text: 'C7 instances with high single-thread speed, up to 64 vCPUs each, joined over a 25 Gbps private network.' },
      { title: 'Memory-optimised pre-processing', text: '8 GiB per vCPU instances for meshing and post-processing very large models.' },
      { title: 'Fixed licence server', text: 'A small always-on instance with a fixed private IP hosts the licence manager for the whole project.' },
    ],
    products: [
      { name: 'Compute-optimised ECS (C7)', href: '/price/ecs', spec: 'Up to 64 vCPU · 128 GiB' },
      { name: 'Memory-optimised ECS', href: '/price/ecs', spec: '8 GiB per vCPU' },
    ],
    accent: '#0f766e',
  },
  {
    slug: 'piliang',
    title: 'Batch processing',
    tagline: 'Nightly jobs, data pipelines and media transcoding at scale',
    intro:
      'Render, transcode, crawl or crunch data in parallel on as many instances as the job needs. Script instance creation with the lanyun-cli tool, run the batch, collect the output and release the servers, paying only for the hours used.',
    challenges: [
      { title: 'Peaks at night', text: 'ETL and report jobs all start at midnight and overload a single database server.' },
      { title: 'Idle capacity', text: 'Servers sized for the nightly peak sit idle for twenty hours a day.' },
      { title: 'Repeatability', text: 'Hand-built worker machines drift apart and a job that worked last week fails today.' },
    ],
    approach: [
      { title: 'Disposable workers', text: 'Workers start from one custom image, so every run uses an identical environment.' },
      { title: 'Scripted fleets', text: 'lanyun-cli creates and releases instances from cron or your CI, tagged per job for cost tracking.' },
      { title: 'Per-job billing', text: 'The cost center groups charges by tag so each team sees what its batches cost.' },
    ],
    products: [
      { name: 'lanyun-cli', href: '/download', spec: 'Linux, macOS and Windows' },
      { name: 'General-purpose ECS', href: '/ecs', spec: '2–64 vCPU per worker' },
    ],
    accent: '#7c3aed',
  },
  {
    slug: 'ruanjian',
    title: 'Software development and testing',
    tagline: 'Build servers, test environments and real-device app testing',
    intro:
      'Give each branch its own environment and test mobile apps on real ARM phones in the cloud. CI runners on ECS build and test in parallel; cloud phones install the build and run UI tests exactly as on a customer’s handset.',
    challenges: [
      { title: 'Shared staging', text: 'Teams overwrite each other’s changes on a single staging server.' },
      { title: 'Emulator-only testing', text: 'x86 emulators hide bugs that appear only on ARM devices.' },
      { title: 'Slow builds', text: 'Builds queue on one under-powered build machine.' },
    ],
    approach: [
      { title: 'Environment per branch', text: 'Spin up a small instance for every pull request from a template and remove it on merge.' },
      { title: 'Real-device farm', text: 'Android cloud phones run your test suite with adb over the private network.' },
      { title: 'Elastic CI runners', text: 'Add runners during release weeks and remove them afterwards.' },
    ],
    products: [
      { name: 'Cloud phone', href: '/buyphone', spec: 'Android 12, adb access' },
      { name: 'ECS for CI runners', href: '/ecs', spec: '8 vCPU · 16 GiB recommended' },
    ],
    accent: '#0891b2',
  },
  {
    slug: 'yingxiao',
    title: 'Digital marketing',
    tagline: 'Run many social and e-commerce accounts from isolated cloud phones',
    intro:
      'Operate brand accounts on several platforms without juggling handsets. Each cloud phone is an isolated Android device with its own stable IP, so accounts stay separate, and your team manages them from one console in the browser.',
    challenges: [
      { title: 'Drawer full of phones', text: 'Teams keep dozens of physical phones charged and updated just to post content.' },
      { title: 'Account linking', text: 'Accounts that share a device or network get linked and restricted by platforms.' },
      { title: 'Hand-over', text: 'When staff change, passing on physical devices and passwords is error-prone.' },
    ],
    approach: [
      { title: 'One account, one phone', text: 'Every account lives on its own cloud phone with a dedicated IP and device profile.' },
      { title: 'Team permissions', text: 'Sub-accounts give each operator access only to the phones they manage.' },
      { title: 'Always on', text: 'Phones keep running when the operator closes the browser, so scheduled posts go out on time.' },
    ],
    products: [
      { name: 'Cloud phone packages', href: '/buyphone', spec: 'From ¥39 per month' },
      { name: 'Free trial', href: '/trial', spec: 'Try a cloud phone before buying' },
    ],
    accent: '#db2777',
  },
  {
    slug: 'youxi',
    title: 'Games',
    tagline: 'Low-latency game servers and always-on cloud phones for mobile games',
    intro:
      'Host dedicated game servers close to players and keep mobile games running on cloud phones. Compute-optimised instances handle high tick rates; DDoS protection of up to 5 Gbps is included with every public IP.',
    challenges: [
      { title: 'Launch-day spikes', text: 'Player counts jump tenfold at launch and fall back a week later.' },
      { title: 'Attacks', text: 'Competitive games attract DDoS attacks that take servers offline.' },
      { title: 'Latency', text: 'Players far from the server region suffer lag and leave.' },
    ],
    approach: [
      { title: 'Regional shards', text: 'Place servers in the regions nearest your players, including Singapore and Tokyo for overseas audiences.' },
      { title: 'Scale for launch', text: 'Add instances for launch week on monthly billing, move steady capacity to yearly billing to save two months.' },
      { title: 'Built-in protection', text: 'Basic DDoS protection is on by default; traffic scrubbing keeps legitimate players connected.' },
    ],
    products: [
      { name: 'Compute-optimised ECS', href: '/price/ecs', spec: 'High single-thread speed' },
      { name: 'Cloud phone', href: '/buyphone', spec: 'Keep mobile games running 24/7' },
    ],
    accent: '#ea580c',
  },
  {
    slug: 'zhibo',
    title: 'Live streaming',
    tagline: 'Ingest, transcode and broadcast to every platform at once',
    intro:
      'Take one stream in and send it everywhere. Ingest servers receive RTMP or SRT from your studio, transcode a bitrate ladder and push to several platforms simultaneously, while cloud phones run mobile-only streaming apps.',
    challenges: [
      { title: 'Unstable uplinks', text: 'Studio uplinks drop frames when pushing to several platforms directly.' },
      { title: 'Transcoding load', text: 'A full 1080p ladder needs several cores per stream.' },
      { title: 'Mobile-only platforms', text: 'Some platforms only allow streaming from their phone app.' },
    ],
    approach: [
      { title: 'Single uplink', text: 'The studio sends one stream to an ingest server; the server fans it out over the data-centre network.' },
      { title: 'Right-sized transcoders', text: 'About one vCPU for transmuxing and four for a full ladder per 1080p60 stream.' },
      { title: 'Cloud phones for apps', text: 'Run mobile streaming apps on cloud phones fed by your ingest server.' },
    ],
    products: [
      { name: 'Compute-optimised ECS', href: '/ecs', spec: '8 vCPU per transcoded stream' },
      { name: 'Cloud phone', href: '/buyphone', spec: 'For app-only platforms' },
    ],
    accent: '#dc2626',
  },
];

/** The solution for `slug`, or undefined. */
export function findSolution(slug: string | undefined): Solution | undefined {
  return SOLUTIONS.find((s) => s.slug === slug);
}
