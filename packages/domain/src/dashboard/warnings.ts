// Rules and messages of this dashboard area (issue 6); filled in by the area that owns it.
export {};
