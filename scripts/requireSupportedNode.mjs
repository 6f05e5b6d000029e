// The server runs its TypeScript with Node's own type stripping, which needs Node 22.12 or newer;
// on an older Node it would fail later with a confusing syntax error, so say what to install at once.
const [major, minor] = process.versions.node.split('.').map(Number);

export function requireSupportedNode() {
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(`This project needs Node.js 22.12 or newer (Node.js 24 LTS recommended, see .nvmrc); this is Node.js ${process.versions.node}.`);
  process.exit(1);
}
