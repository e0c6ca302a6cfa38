"""Settings: saved as JSON in the config folder; a corrupt or newer file falls back to defaults with a message."""

from __future__ import annotations

import json

from desktop.settings import Settings, cache_dir, config_dir, data_dir, load_settings, save_settings, settings_path


def test_every_folder_lives_under_playmat_home(playmat_home):
    for folder in (config_dir(), cache_dir(), data_dir()):
        assert playmat_home in folder.parents
    assert Settings().images_root() == data_dir() / "images"


def test_settings_round_trip():
    save_settings(Settings(bot_pause_ms=123, animation_speed=0.5, image_folder="/pictures"))
    settings, message = load_settings()
    assert message is None
    assert (settings.bot_pause_ms, settings.animation_speed, settings.image_folder) == (123, 0.5, "/pictures")


def test_a_missing_file_gives_defaults_silently():
    assert load_settings() == (Settings(), None)


def test_a_corrupt_file_gives_defaults_and_a_message():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{ not json", encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings()
    assert message is not None and "could not be read" in message and "defaults" in message


def test_an_out_of_range_value_gives_defaults_and_a_message():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"format": 1, "bot_pause_ms": -5}), encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings() and message is not None


def test_a_newer_file_is_not_misread():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"format": 99}), encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings() and "newer" in message


def test_the_window_shows_the_settings_message(qtbot):
    from desktop.window import MainWindow

    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("[]", encoding="utf-8")
    window = MainWindow(save_on_close=False)
    qtbot.addWidget(window)
    assert "using defaults" in window.statusBar().currentMessage()
