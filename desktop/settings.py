"""User settings (a versioned pydantic model saved as JSON) and the per-user folders Playmat uses."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

APP_ID = "playmat"
HOME_VARIABLE = "PLAYMAT_HOME"
"""When set, every per-user folder (config, cache, data) lives under this one folder (tests use it)."""

SETTINGS_FORMAT = 1


def _folder(kind: str) -> Path:
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home) / kind
    finders = {
        "config": platformdirs.user_config_dir,
        "cache": platformdirs.user_cache_dir,
        "data": platformdirs.user_data_dir,
    }
    return Path(finders[kind](APP_ID))


def config_dir() -> Path:
    return _folder("config")


def cache_dir() -> Path:
    return _folder("cache")


def data_dir() -> Path:
    return _folder("data")


class Settings(BaseModel):
    """Everything the user can change; unknown keys from a newer version are ignored."""

    model_config = ConfigDict(extra="ignore")

    format: int = SETTINGS_FORMAT
    window_geometry: str = ""  # Qt's saveGeometry(), base64
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)  # 0: no animations
    bot_pause_ms: int = Field(default=700, ge=0, le=10_000)
    image_folder: str = ""  # "" means data_dir()/images
    auto_answer: bool = True  # a question with one legal answer (a Life card to take, a counter step with no
    # counter to play) is answered by itself, said in the log
    confirm_end_main: bool = True  # Next ends a Main Phase with moves left only when pressed a second time
    cues: bool = False  # a beep, a flashing taskbar entry and a pulse at your turn, an attack on you, the game's end
    download_art: bool = True  # fetch card pictures from the card data's image links into the cache
    hotkeys: dict[str, str] = Field(default_factory=dict)  # game-screen keys the player changed, by move
    # (desktop/hotkeys.py: "undo" -> "Ctrl+Z"; "" for no key; a move not listed keeps its default)

    def images_root(self) -> Path:
        """Where a user's own card images live: <root>/<ruleset id>/<card id>.png (or .jpg)."""
        return Path(self.image_folder) if self.image_folder else data_dir() / "images"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a message saying why they could not be read."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a JSON object")
        if int(data.get("format", SETTINGS_FORMAT)) > SETTINGS_FORMAT:
            return Settings(), f"Settings file {path} needs a newer Playmat; using defaults."
        return Settings.model_validate(data), None
    except (OSError, ValueError, ValidationError) as error:
        first = str(error).splitlines()[0]
        return Settings(), f"Settings file {path} could not be read ({first}); using defaults."


def save_settings(settings: Settings) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(settings.model_dump_json(indent=2), encoding="utf-8")
    temporary.replace(path)
