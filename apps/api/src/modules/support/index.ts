/**
 * The support module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
// </re-exports>
